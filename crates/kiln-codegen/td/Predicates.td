// Predicates.td - conditions that enable instructions and patterns.
//
// A Predicate names a subtarget condition (`CondString`, tested by the code
// generator); `AssemblerMatcherPredicate` also makes the assembler check it.
// Requires<[...]> is a mixin that sets a def's `Predicates`.

#ifndef KILN_PREDICATES_TD
#define KILN_PREDICATES_TD

// A condition under which an instruction or pattern is available; the code
// generator tests `CondString` on the subtarget.
class Predicate<string cond> {
  string CondString = cond;
  bit AssemblerMatcherPredicate = 0;
  string PredicateName = "";
}

// Mixin giving a def the predicates it requires.
class Requires<list<Predicate> preds> {
  list<Predicate> Predicates = preds;
}

#endif // KILN_PREDICATES_TD
