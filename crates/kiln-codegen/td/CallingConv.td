// CallingConv.td - calling conventions as ordered lists of actions.
//
// A CallingConv is tried action by action for each argument or return value:
// predicates (CCIfType, CCIf, CCIfInReg, CCIfByVal, ...) guard a nested action;
// CCAssignToReg takes the first free register of a list, CCAssignToStack a
// stack slot of a size and alignment; CCPromoteToType, CCBitConvertToType and
// CCPassIndirect change how the value is passed, CCDelegateTo continues in
// another convention and CCCustom calls a hand-written function.

#ifndef KILN_CALLING_CONV_TD
#define KILN_CALLING_CONV_TD

include "ValueTypes.td"
include "Registers.td"

class CCAction;
class CallingConv<list<CCAction> actions> {
  list<CCAction> Actions = actions;
  bit Custom = 0;       // implemented by hand, not generated
}

// Predicates: apply `SubAction` only if the condition holds.
class CCPredicateAction<CCAction a> : CCAction {
  CCAction SubAction = a;
}
class CCIfType<list<ValueType> vts, CCAction a> : CCPredicateAction<a> {
  list<ValueType> VTs = vts;
}
// `Predicate` is a condition over the argument flags and state, in kiln's
// calling-convention lowering.
class CCIf<string predicate, CCAction a> : CCPredicateAction<a> {
  string Predicate = predicate;
}
class CCIfByVal<CCAction a>     : CCIf<"ArgFlags.isByVal()", a>;
class CCIfInReg<CCAction a>     : CCIf<"ArgFlags.isInReg()", a>;
class CCIfNest<CCAction a>      : CCIf<"ArgFlags.isNest()", a>;
class CCIfSRet<CCAction a>      : CCIf<"ArgFlags.isSRet()", a>;
class CCIfSplit<CCAction a>     : CCIf<"ArgFlags.isSplit()", a>;
class CCIfVarArg<CCAction a>    : CCIf<"State.isVarArg()", a>;
class CCIfNotVarArg<CCAction a> : CCIf<"!State.isVarArg()", a>;

// Assignments.
class CCAssignToReg<list<Register> regList> : CCAction {
  list<Register> RegList = regList;
}
// Assigning a register of `regList` also uses up the shadow register at the
// same position (e.g. Win64: RCX shadows XMM0).
class CCAssignToRegWithShadow<list<Register> regList,
                              list<Register> shadowList> : CCAction {
  list<Register> RegList = regList;
  list<Register> ShadowRegList = shadowList;
}
// A stack slot; size and alignment 0 take the value type's.
class CCAssignToStack<int size, int align> : CCAction {
  int Size = size;
  int Align = align;
}
class CCAssignToStackWithShadow<int size, int align,
                                list<Register> shadowList> : CCAction {
  int Size = size;
  int Align = align;
  list<Register> ShadowRegList = shadowList;
}
class CCPassByVal<int size, int align> : CCAction {
  int Size = size;
  int Align = align;
}

// Changes of representation.
class CCPromoteToType<ValueType destTy> : CCAction {
  ValueType DestTy = destTy;
}
class CCBitConvertToType<ValueType destTy> : CCAction {
  ValueType DestTy = destTy;
}
class CCPassIndirect<ValueType destTy> : CCAction {
  ValueType DestTy = destTy;
}

// Control.
class CCDelegateTo<CallingConv cc> : CCAction {
  CallingConv CC = cc;
}
class CCCustom<string fn> : CCAction {
  string FuncName = fn;
}

#endif // KILN_CALLING_CONV_TD
