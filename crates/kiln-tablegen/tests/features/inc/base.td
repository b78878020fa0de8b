class Base<int n> { int N = n; string From = "base"; }
include "nested.td"
