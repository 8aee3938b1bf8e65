#!/usr/bin/env python3
"""Drives `autolayout preview` in headless Chromium through selenium and Debian's chromedriver.

    python3 Tests/Scripts/preview_browser.py PATH/TO/autolayout

Checks what a developer sees: the frames on the page equal `autolayout render --format json`'s;
the device, orientation, Dynamic Type, direction and scene menus lay out again; a save reaches
the open page without a reload and keeps the chosen device and selection; clicking a
view fills the inspector with what `autolayout explain` says; a broken edit shows its error and
keeps the last layout; traversal and non-GET requests are refused; SIGTERM stops it cleanly.
Waits are guards against what never comes (20 s; 60 s for the process to exit), not speed tests:
Benchmarks/preview_latency.py measures how soon a save is shown and a SIGTERM obeyed.

Exit status: 0 passed, 1 failed, 77 skipped (Chromium, chromedriver or selenium is missing; one
line says which). Nothing is downloaded: the system's chromedriver is used.
"""
import http.client
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
AUTOLAYOUT = None
DOCUMENT = os.path.join(ROOT, "Examples", "Cookbook", "SimpleLabelAndTextField.yaml")
STORYBOARD = os.path.join(ROOT, "Examples", "InterfaceBuilder", "SignIn.storyboard")


def missing_tools():
    """The first missing tool as a sentence, or None."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install selenium)"
    if not (shutil.which("chromium") or shutil.which("chromium-browser")):
        return "Chromium is not installed (Debian: apt-get install chromium)"
    if not shutil.which("chromedriver"):
        return "chromedriver is not installed (Debian: apt-get install chromium-driver)"
    return None


def render(path, *options):
    """`autolayout render PATH OPTIONS --format json`, parsed."""
    out = subprocess.run([AUTOLAYOUT, "render", path, *options, "--format", "json"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def frames_of(report):
    return {v["name"]: [v["frame"][k] for k in ("x", "y", "width", "height")] for v in report["views"]}


class Preview:
    """A running `autolayout preview` of a copy of `example` in a folder of its own."""

    def __init__(self, example):
        self.folder = tempfile.mkdtemp(prefix="preview-browser-")
        self.path = os.path.join(self.folder, os.path.basename(example))
        shutil.copy(example, self.path)
        with open(self.path, encoding="utf-8") as f:
            self.original = f.read()
        self.process = subprocess.Popen([AUTOLAYOUT, "preview", self.path, "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.url = self.process.stdout.readline().strip()
        if not self.url.startswith("http://127.0.0.1:"):
            raise RuntimeError("preview printed %r first, not its address: %s" % (self.url, self.process.stderr.read()))
        self.port = int(self.url.rstrip("/").rsplit(":", 1)[1])

    def write(self, text):
        with open(self.path, "w", encoding="utf-8") as f:
            f.write(text)

    def stop(self):
        """SIGTERM, as a terminal or a supervisor sends it: returns the exit status and seconds taken."""
        started = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        status = self.process.wait(timeout=60)
        self.process.stdout.close()
        self.process.stderr.close()
        shutil.rmtree(self.folder, ignore_errors=True)
        return status, time.monotonic() - started


class PreviewPageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser")
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--window-size=1400,1000", "--disable-extensions", "--no-first-run"):
            options.add_argument(argument)
        cls.driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
        cls.driver.set_script_timeout(10)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.preview = Preview(DOCUMENT)
        self.addCleanup(self.stop_preview)

    def stop_preview(self):
        if self.preview.process.poll() is None:
            self.preview.stop()

    # Helpers

    def open(self, query=""):
        self.driver.get(self.preview.url + query)
        self.wait_ready()

    def wait(self, condition, seconds=10, message="the page"):
        from selenium.webdriver.support.ui import WebDriverWait
        return WebDriverWait(self.driver, seconds, poll_frequency=0.02).until(lambda d: condition(), message)

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def wait_ready(self, options=None):
        """Waits until the page shows a layout (made with `options`, a query string, when given)."""
        def ready():
            state = self.js("return [document.body.dataset.state, document.getElementById('stage').dataset.options]")
            return state[0] == "ready" and (options is None or state[1] == options)
        self.wait(ready, message="a layout with options %r" % options)

    def page_frames(self):
        pairs = self.js("return [...document.querySelectorAll('#views [data-view]')]"
                        ".map(e => [e.dataset.view, e.dataset.frame])")
        return {name: [float(x) for x in frame.split(",")] for name, frame in pairs}

    def choose(self, element_id, value):
        from selenium.webdriver.support.ui import Select
        Select(self.driver.find_element("id", element_id)).select_by_value(value)

    def assert_page_matches_render(self, path, *options):
        expected = frames_of(render(path, *options))
        self.assertEqual(self.page_frames(), {k: [float(x) for x in v] for k, v in expected.items()})
        return expected

    # The page

    def test_frames_equal_render_and_menus_lay_out_again(self):
        self.open()
        first = self.assert_page_matches_render(self.preview.path)
        self.assertEqual(self.js("return document.getElementById('device').value"), "iPhone 8")

        self.choose("device", "iPhone 14")
        self.wait_ready("device=iPhone+14")
        self.assert_page_matches_render(self.preview.path, "--device", "iPhone 14")

        self.choose("orientation", "landscape")
        self.wait_ready("device=iPhone+14&orientation=landscape")
        landscape = self.assert_page_matches_render(self.preview.path, "--device", "iPhone 14", "--orientation", "landscape")
        self.assertNotEqual(first, landscape)

        self.choose("content-size-category", "accessibilityExtraLarge")
        query = "device=iPhone+14&orientation=landscape&contentSizeCategory=accessibilityExtraLarge"
        self.wait_ready(query)
        large = self.assert_page_matches_render(self.preview.path, "--device", "iPhone 14", "--orientation", "landscape",
                                                "--content-size-category", "accessibilityExtraLarge")
        self.assertGreater(large["Name Label"][3], landscape["Name Label"][3])

        self.driver.find_element("id", "rtl").click()
        self.wait_ready(query + "&rtl=1")
        rtl = self.assert_page_matches_render(self.preview.path, "--device", "iPhone 14", "--orientation", "landscape",
                                              "--content-size-category", "accessibilityExtraLarge", "--rtl")
        self.assertGreater(rtl["Name Label"][0], rtl["Name Text Field"][0])

        # The options live in the address: a reload keeps them.
        self.driver.refresh()
        self.wait_ready(query + "&rtl=1")
        self.assertEqual(self.js("return document.getElementById('device').value"), "iPhone 14")
        # The JSON API answers what render prints, byte for byte.
        connection = http.client.HTTPConnection("127.0.0.1", self.preview.port, timeout=10)
        connection.request("GET", "/api/render?device=iPhone+14&orientation=landscape&rtl=1")
        answer = connection.getresponse().read().decode()
        printed = subprocess.run([AUTOLAYOUT, "render", self.preview.path, "--device", "iPhone 14", "--orientation",
                                  "landscape", "--rtl", "--format", "json"], check=True, capture_output=True, text=True).stdout
        self.assertEqual(answer, printed)

    def test_overlays_issues_and_contact_sheet(self):
        self.open()
        self.assertIn("No unsatisfiable", self.driver.find_element("id", "issues").text)
        self.driver.find_element("id", "overlay-margins").click()
        self.wait_ready("overlay=margins%2Cdiagnostics")
        self.driver.find_element("id", "contact-sheet-toggle").click()
        self.wait(lambda: self.js("return document.querySelectorAll('#sheet svg').length") == 1, message="a contact sheet")

    def test_clicking_a_view_fills_the_inspector(self):
        self.open()
        self.driver.find_element("css selector", '[data-view="Name Label"]').click()
        self.wait(lambda: self.js("const i = document.getElementById('inspector');"
                                  "return i.dataset.state === 'ready' && i.dataset.view === 'Name Label'"))
        field = lambda key: self.driver.find_element("css selector", '#inspector [data-field="%s"]' % key).text
        frame = frames_of(render(self.preview.path))["Name Label"]
        self.assertEqual(field("frame"), "x %g, y %g, width %g, height %g" % tuple(frame))
        self.assertEqual(field("hugging"), "horizontal 251, vertical 251")
        self.assertEqual(field("compression"), "horizontal 750, vertical 750")
        explained = subprocess.run([AUTOLAYOUT, "explain", self.preview.path, "Name Label"],
                                   check=True, capture_output=True, text=True).stdout.strip()
        self.assertEqual(self.driver.find_element("id", "explain").text.strip(), explained)
        statuses = self.js("return [...document.querySelectorAll('#inspector [data-status]')].map(e => e.dataset.status)")
        self.assertIn("unsatisfied", statuses)  # the text field's hugging gives way
        # Hovering a constraint highlights the views it ties.
        from selenium.webdriver.common.action_chains import ActionChains
        row = self.driver.find_element("xpath", "//ul[@data-axis='horizontal']/li[contains(., 'line 29')]")
        ActionChains(self.driver).move_to_element(row).perform()
        highlighted = self.js("return [...document.querySelectorAll('#views .highlight')].map(e => e.dataset.view).sort()")
        self.assertEqual(highlighted, ["Name Label", "Name Text Field"])

    # Live

    def test_a_save_redraws_the_open_page_and_keeps_device_and_selection(self):
        self.open("?device=iPhone+14")
        self.driver.find_element("css selector", '[data-view="Name Text Field"]').click()
        self.wait(lambda: self.js("return document.getElementById('inspector').dataset.view") == "Name Text Field")
        self.js("window.notReloaded = true")
        version = int(self.js("return document.getElementById('stage').dataset.version"))
        saved = time.monotonic()
        self.preview.write(self.preview.original.replace("Bottom + 20.0", "Bottom + 60.0"))
        # A guard against a redraw that never comes, not a speed test: Benchmarks/preview_latency.py
        # measures how soon a save is shown.
        self.wait(lambda: int(self.js("return document.getElementById('stage').dataset.version")) > version
                  and self.js("return document.body.dataset.state") == "ready", seconds=20, message="the redraw")
        latency = time.monotonic() - saved
        print("preview: the open page redrew %.0f ms after the save" % (latency * 1000), file=sys.stderr)
        self.assertTrue(self.js("return window.notReloaded === true"), "the page reloaded")
        self.assert_page_matches_render(self.preview.path, "--device", "iPhone 14")
        # 60 below the top layout guide, which ends under the iPhone 14's status bar: its safe area's top, 47.
        self.assertEqual(self.page_frames()["Name Text Field"][1], 47 + 60)
        self.assertEqual(self.js("return document.getElementById('device').value"), "iPhone 14")
        self.wait(lambda: "Name Text Field" in self.driver.find_element("id", "inspector").text)
        self.assertEqual(self.js("return document.querySelector('#views .selected').dataset.view"), "Name Text Field")

    def test_a_broken_edit_shows_the_error_and_keeps_the_last_layout(self):
        self.open()
        before = self.page_frames()
        self.preview.write(self.preview.original.replace("  - 4. Name Text Field.Top = Top Layout Guide.Bottom + 20.0",
                                                         "  - 4. Name Text Field.Top = = Top Layout Guide.Bottom"))
        self.wait(lambda: self.js("return !document.getElementById('error').hidden"), seconds=20, message="the error")
        message = self.driver.find_element("id", "error").text
        self.assertIn("30", message)  # the line of the broken constraint
        self.assertEqual(self.page_frames(), before)
        self.assertTrue(self.js("return document.querySelector('#picture svg') !== null"))
        self.preview.write(self.preview.original)
        self.wait(lambda: self.js("return document.getElementById('error').hidden"), seconds=20, message="the error to clear")
        # The error hides when the fixed document is read; the picture is redrawn just after.
        self.wait_ready()
        self.wait(lambda: self.page_frames() == before, seconds=20, message="the fixed layout")

    # Storyboards

    def test_storyboard_scenes(self):
        self.preview.stop()
        self.preview = Preview(STORYBOARD)
        self.open()
        scenes = self.js("return [...document.getElementById('scene').options].map(o => o.value)")
        self.assertGreaterEqual(len(scenes), 1)
        self.assertFalse(self.js("return document.getElementById('scene').disabled"))
        self.assert_page_matches_render(self.preview.path, "--scene", scenes[0])
        self.choose("device", "iPad Pro (11-inch)")
        self.wait_ready("device=iPad+Pro+%2811-inch%29")
        self.assert_page_matches_render(self.preview.path, "--scene", scenes[0], "--device", "iPad Pro (11-inch)")
        if len(scenes) > 1:
            self.choose("scene", scenes[-1])
            self.wait_ready("device=iPad+Pro+%2811-inch%29&scene=" + scenes[-1])
            self.assert_page_matches_render(self.preview.path, "--scene", scenes[-1], "--device", "iPad Pro (11-inch)")

    # Safety and stopping

    def raw(self, text):
        import socket
        with socket.create_connection(("127.0.0.1", self.preview.port), timeout=5) as s:
            s.sendall(text.encode())
            data = b""
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    return data.decode(errors="replace")
                data += chunk

    def test_traversal_and_other_methods_are_refused(self):
        for path in ("/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd", "/etc/passwd",
                     "/" + self.preview.path.lstrip("/")):
            answer = self.raw("GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" % path)
            self.assertTrue(answer.startswith("HTTP/1.1 404"), path + ": " + answer[:80])
            self.assertNotIn("root:", answer)
        for method in ("POST", "PUT", "DELETE", "PATCH"):
            answer = self.raw("%s / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}" % method)
            self.assertTrue(answer.startswith("HTTP/1.1 405"), method + ": " + answer[:80])
        self.open()
        status = self.driver.execute_async_script(
            "const done = arguments[0]; fetch('/api/render', {method: 'POST', body: 'x'}).then(r => done(r.status))")
        self.assertEqual(status, 405)

    def test_sigterm_stops_cleanly(self):
        self.open()
        status, seconds = self.preview.stop()
        self.assertEqual(status, 0)
        print("preview: SIGTERM with a page open stopped it in %.0f ms" % (seconds * 1000), file=sys.stderr)


def main():
    global AUTOLAYOUT
    if len(sys.argv) < 2 or not os.access(sys.argv[1], os.X_OK):
        print("usage: preview_browser.py PATH/TO/autolayout [unittest options]", file=sys.stderr)
        return 2
    AUTOLAYOUT = sys.argv[1]
    why = missing_tools()
    if why:
        print("skipped: " + why)
        return 77
    result = unittest.main(argv=[sys.argv[0]] + sys.argv[2:], exit=False, verbosity=2).result
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
