// include with -I search paths (the test passes tests/features/inc).
include "base.td"
def d : Base<3>;
