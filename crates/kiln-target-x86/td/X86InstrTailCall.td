// X86InstrTailCall.td - tail calls: the X86ISD::TC_RETURN node the call
// lowering (src/lowering/call.rs) makes of a call in tail position, selected
// as the TCRETURN pseudos that the epilogue goes before and post-RA expansion
// turns into `jmp`.

// (chain, callee, TargetConstant stack adjustment, argument registers...,
// register mask, glue?) -> chain
def SDTX86TCRet : SDTypeProfile<0, 2, [SDTCisPtrTy<0>, SDTCisVT<1, i32>]>;
def X86tcret : SDNode<"X86ISD::TC_RETURN", SDTX86TCRet,
                      [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;

def : Pat<(X86tcret (i64 tglobaladdr:$dst), timm:$off), (TCRETURNdi64 tglobaladdr:$dst, timm:$off)>;
def : Pat<(X86tcret (i64 texternalsym:$dst), timm:$off), (TCRETURNdi64 texternalsym:$dst, timm:$off)>;
