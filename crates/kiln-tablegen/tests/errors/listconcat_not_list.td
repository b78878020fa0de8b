def a { list<int> x = !listconcat(1, [2]); }
// ERROR: listconcat_not_list.td:1:35: error: expected value of type 'list<int>', got 'int'
