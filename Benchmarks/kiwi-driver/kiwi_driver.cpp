// Times kiwi's C++ core on a raw constraint system, the benchmark peer of `autolayout solve
// --bench` (Benchmarks/compare.py). Reads the JSON format of Benchmarks/README.md and prints
// the same report as Benchmarks/kiwi_solve.py (kiwisolver through Python), so that both peers
// are measured alike:
//   build: Solver + addEditVariable per edit (suggestValue for an edit's "value") +
//          addConstraint per constraint + updateVariables, after every kiwi Variable and
//          Constraint object exists; build_ms is the least of --repeat builds.
//   step:  suggestValue per entry of a step + updateVariables; step_ms_median is the median
//          over every step of every repeat; step_ms_worst and steps_ms_total are a run's
//          worst step and all its steps together, each the least over the repeats.
// Priorities map to kiwi strengths as kiwi_solve.py maps them: 1000 is required, p below
// 1000 is strength::create(0, 0, p), an edit at 1000 is create(1000, 1000, 999).
//
// Needs kiwi's headers (kiwi is header-only) and nlohmann/json. Usage:
//   kiwi_driver SYSTEM.json [--repeat N]
// Exit status: 0 solved; 2 unreadable input; 3 kiwi refused the system (unsatisfiable or an
// internal error), reported as {"error": ..., "kind": ...} on stdout.

#include <kiwi/kiwi.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

using json = nlohmann::json;

namespace {

struct Edit {
    size_t variable;
    double strength;
    bool hasValue;
    double value;
};

struct System {
    std::vector<std::string> names;
    std::vector<Edit> edits;
    std::vector<kiwi::Constraint> constraints;
    std::vector<std::vector<std::pair<size_t, double>>> steps;
};

double strengthOf(double priority, bool edit) {
    if (priority >= 1000) {
        return edit ? kiwi::strength::create(1000, 1000, 999) : kiwi::strength::required;
    }
    return kiwi::strength::create(0, 0, priority);
}

// Reads the system; throws std::runtime_error naming the JSON path on bad input.
System readSystem(const json &root, std::vector<kiwi::Variable> &variables) {
    System system;
    std::unordered_map<std::string, size_t> index;
    if (!root.is_object() || !root.contains("variables") || !root["variables"].is_array()) {
        throw std::runtime_error("$: expected an object with a \"variables\" array");
    }
    for (const auto &name : root["variables"]) {
        if (!name.is_string()) throw std::runtime_error("$.variables: expected strings");
        index[name.get<std::string>()] = system.names.size();
        system.names.push_back(name.get<std::string>());
        variables.emplace_back(name.get<std::string>());
    }
    auto lookup = [&](const std::string &name, const std::string &path) {
        auto found = index.find(name);
        if (found == index.end()) throw std::runtime_error(path + ": unknown variable \"" + name + "\"");
        return found->second;
    };
    if (root.contains("edits")) {
        size_t i = 0;
        for (const auto &edit : root["edits"]) {
            std::string path = "$.edits[" + std::to_string(i++) + "]";
            Edit e{lookup(edit.at("variable").get<std::string>(), path), 0, false, 0};
            e.strength = strengthOf(edit.value("priority", 1000.0), true);
            if (edit.contains("value")) {
                e.hasValue = true;
                e.value = edit["value"].get<double>();
            }
            system.edits.push_back(e);
        }
    }
    size_t i = 0;
    for (const auto &constraint : root.at("constraints")) {
        std::string path = "$.constraints[" + std::to_string(i++) + "]";
        std::vector<kiwi::Term> terms;
        for (const auto &term : constraint.at("terms").items()) {
            terms.emplace_back(variables[lookup(term.key(), path + ".terms")], term.value().get<double>());
        }
        // sum(c·v) relation constant  ==  sum(c·v) - constant relation 0
        kiwi::Expression expression(std::move(terms), -constraint.value("constant", 0.0));
        std::string relation = constraint.value("relation", std::string("=="));
        kiwi::RelationalOperator op = kiwi::OP_EQ;
        if (relation == "<=") op = kiwi::OP_LE;
        else if (relation == ">=") op = kiwi::OP_GE;
        else if (relation != "==") throw std::runtime_error(path + ".relation: expected ==, <= or >=");
        system.constraints.emplace_back(expression, op, strengthOf(constraint.value("priority", 1000.0), false));
    }
    if (root.contains("steps")) {
        size_t s = 0;
        for (const auto &step : root["steps"]) {
            std::string path = "$.steps[" + std::to_string(s++) + "]";
            std::vector<std::pair<size_t, double>> entries;
            for (const auto &entry : step.items()) {
                entries.emplace_back(lookup(entry.key(), path), entry.value().get<double>());
            }
            system.steps.push_back(std::move(entries));
        }
    }
    return system;
}

double millisecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

std::string number(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

int refuse(const std::string &kind, const std::string &message, const std::string &stage) {
    json report = {{"error", message}, {"kind", kind}, {"stage", stage}, {"kiwi_version", "C++ core"}};
    std::cout << report.dump() << std::endl;
    return 3;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 2) {
        std::cerr << "usage: kiwi_driver SYSTEM.json [--repeat N]" << std::endl;
        return 2;
    }
    int repeat = 1;
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = std::max(1, std::atoi(argv[++i]));
        } else {
            std::cerr << "unknown option " << argv[i] << std::endl;
            return 2;
        }
    }
    std::vector<kiwi::Variable> variables;
    System system;
    try {
        std::ifstream file(argv[1]);
        if (!file) throw std::runtime_error(std::string("cannot read ") + argv[1]);
        system = readSystem(json::parse(file), variables);
    } catch (const std::exception &error) {
        std::cerr << "error: " << argv[1] << ": " << error.what() << std::endl;
        return 2;
    }

    std::vector<double> builds, steps, worstSteps, stepTotals;
    std::vector<double> values;
    std::vector<std::vector<double>> stepValues;
    std::string stage = "build";
    try {
        for (int run = 0; run < repeat; ++run) {
            stage = "build";
            auto start = std::chrono::steady_clock::now();
            kiwi::Solver solver;
            for (const auto &edit : system.edits) {
                solver.addEditVariable(variables[edit.variable], edit.strength);
                if (edit.hasValue) solver.suggestValue(variables[edit.variable], edit.value);
            }
            for (const auto &constraint : system.constraints) solver.addConstraint(constraint);
            solver.updateVariables();
            values.clear();
            for (const auto &variable : variables) values.push_back(variable.value());
            builds.push_back(millisecondsSince(start));
            stepValues.clear();
            double worst = 0, total = 0;
            for (size_t s = 0; s < system.steps.size(); ++s) {
                stage = "step " + std::to_string(s + 1);
                auto stepStart = std::chrono::steady_clock::now();
                for (const auto &[variable, value] : system.steps[s]) solver.suggestValue(variables[variable], value);
                solver.updateVariables();
                std::vector<double> after;
                for (const auto &variable : variables) after.push_back(variable.value());
                double took = millisecondsSince(stepStart);
                steps.push_back(took);
                worst = std::max(worst, took);
                total += took;
                stepValues.push_back(std::move(after));
            }
            worstSteps.push_back(worst);
            stepTotals.push_back(total);
        }
    } catch (const kiwi::UnsatisfiableConstraint &error) {
        return refuse("unsatisfiable", error.what(), stage);
    } catch (const std::exception &error) {
        return refuse("crash", error.what(), stage);
    }

    std::string out = "{\"values\": {";
    for (size_t i = 0; i < system.names.size(); ++i) {
        out += (i ? ", " : "") + json(system.names[i]).dump() + ": " + number(values[i]);
    }
    out += "}, \"steps\": [";
    for (size_t s = 0; s < stepValues.size(); ++s) {
        out += s ? ", {" : "{";
        for (size_t i = 0; i < system.names.size(); ++i) {
            out += (i ? ", " : "") + json(system.names[i]).dump() + ": " + number(stepValues[s][i]);
        }
        out += "}";
    }
    double median = 0;
    if (!steps.empty()) {
        std::sort(steps.begin(), steps.end());
        size_t mid = steps.size() / 2;
        median = steps.size() % 2 ? steps[mid] : (steps[mid - 1] + steps[mid]) / 2;
    }
    out += "], \"build_ms\": " + number(*std::min_element(builds.begin(), builds.end()));
    out += ", \"step_ms_median\": " + (steps.empty() ? std::string("null") : number(median));
    if (!steps.empty()) {
        out += ", \"step_ms_worst\": " + number(*std::min_element(worstSteps.begin(), worstSteps.end()));
        out += ", \"steps_ms_total\": " + number(*std::min_element(stepTotals.begin(), stepTotals.end()));
    }
    out += ", \"steps_count\": " + std::to_string(system.steps.size());
    out += ", \"repeat\": " + std::to_string(repeat) + ", \"kiwi_version\": \"C++ core\"}";
    std::cout << out << std::endl;
    return 0;
}
