print("layout-gen")
