def nested { int Depth = 2; }
