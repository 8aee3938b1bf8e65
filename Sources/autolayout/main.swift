import ArgumentParser
print("autolayout")
