def a { list<int> x = !foreach(i, 5, i); }
// ERROR: foreach_not_list.td:1:38: error: !foreach must have a list or dag argument
