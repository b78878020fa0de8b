class A;
def a { A r = !cast<A>("nothere"); }
// ERROR: cast_undefined_record.td:2:1: error: Undefined reference to record: 'nothere'
