// Bits that refer to a field stay symbolic (`{ 0, pred }`), but a bit computed from an
// unresolved operator leaves the def incomplete.
def E { int a = ?; bits<4> pred; bits<2> c = { !add(a, 1), 0 }; bits<5> d = { 0, pred }; }
// ERROR: bits_unresolved_operator.td:3:1: error: Initializer of 'c' in 'E' could not be fully resolved: { !cast<bit>(!add(a, 1)), 0 }
