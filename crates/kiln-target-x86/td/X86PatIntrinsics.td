// X86PatIntrinsics.td - the X86ISD nodes behind SSE/SSE2 target intrinsics
// whose meaning is the instruction's own result, and their patterns. The other
// intrinsics are lowered lane by lane into generic nodes
// (src/lowering/intrinsics.rs).
//
// rcpss/rsqrtss are estimates whose bits only the instruction gives;
// cvtss2si/cvtsd2si round by MXCSR's mode; the truncating conversions give
// the "integer indefinite" (0x80..0) out of range, which fp_to_sint does not
// promise; MXCSR access, fences, pause and clflush are ordered on the chain.
// The generic prefetch node (llvm.prefetch) selects prefetcht0/t1/t2/nta.

def SDTX86CvtToInt : SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisFP<1>]>;
def SDTX86PtrOp    : SDTypeProfile<0, 1, [SDTCisPtrTy<0>]>;

def X86frcp     : SDNode<"X86ISD::FRCP", SDTFPUnaryOp>;
def X86frsqrt   : SDNode<"X86ISD::FRSQRT", SDTFPUnaryOp>;
def X86cvts2si  : SDNode<"X86ISD::CVTS2SI", SDTX86CvtToInt>;
def X86cvtts2si : SDNode<"X86ISD::CVTTS2SI", SDTX86CvtToInt>;
def X86ldmxcsr  : SDNode<"X86ISD::LDMXCSR", SDTX86PtrOp,
                         [SDNPHasChain, SDNPSideEffect, SDNPMayLoad, SDNPMemOperand]>;
def X86stmxcsr  : SDNode<"X86ISD::STMXCSR", SDTX86PtrOp,
                         [SDNPHasChain, SDNPSideEffect, SDNPMayStore, SDNPMemOperand]>;
def X86clflush  : SDNode<"X86ISD::CLFLUSH", SDTX86PtrOp,
                         [SDNPHasChain, SDNPSideEffect, SDNPMemOperand]>;
def X86sfence   : SDNode<"X86ISD::SFENCE", SDTNone, [SDNPHasChain, SDNPSideEffect]>;
def X86lfence   : SDNode<"X86ISD::LFENCE", SDTNone, [SDNPHasChain, SDNPSideEffect]>;
def X86pause    : SDNode<"X86ISD::PAUSE", SDTNone, [SDNPHasChain, SDNPSideEffect]>;

def : Pat<(f32 (X86frcp FR32:$x)), (RCPSSr FR32:$x)>;
def : Pat<(f32 (X86frsqrt FR32:$x)), (RSQRTSSr FR32:$x)>;
def : Pat<(i32 (X86cvts2si FR32:$x)), (CVTSS2SIrr FR32:$x)>;
def : Pat<(i64 (X86cvts2si FR32:$x)), (CVTSS2SI64rr FR32:$x)>;
def : Pat<(i32 (X86cvts2si FR64:$x)), (CVTSD2SIrr FR64:$x)>;
def : Pat<(i64 (X86cvts2si FR64:$x)), (CVTSD2SI64rr FR64:$x)>;
def : Pat<(i32 (X86cvtts2si FR32:$x)), (CVTTSS2SIrr FR32:$x)>;
def : Pat<(i64 (X86cvtts2si FR32:$x)), (CVTTSS2SI64rr FR32:$x)>;
def : Pat<(i32 (X86cvtts2si FR64:$x)), (CVTTSD2SIrr FR64:$x)>;
def : Pat<(i64 (X86cvtts2si FR64:$x)), (CVTTSD2SI64rr FR64:$x)>;
def : Pat<(X86ldmxcsr addr:$p), (LDMXCSR addr:$p)>;
def : Pat<(X86stmxcsr addr:$p), (STMXCSR addr:$p)>;
def : Pat<(X86clflush addr:$p), (CLFLUSH addr:$p)>;

// llvm.prefetch of the data cache, read or write alike (prefetchw needs PRFCHW): the
// locality picks the hint, 3 keeps the line closest.
def : Pat<(prefetch addr:$p, timm, (i32 3), (i32 1)), (PREFETCHT0 addr:$p)>;
def : Pat<(prefetch addr:$p, timm, (i32 2), (i32 1)), (PREFETCHT1 addr:$p)>;
def : Pat<(prefetch addr:$p, timm, (i32 1), (i32 1)), (PREFETCHT2 addr:$p)>;
def : Pat<(prefetch addr:$p, timm, (i32 0), (i32 1)), (PREFETCHNTA addr:$p)>;
def : Pat<(X86sfence), (SFENCE)>;
def : Pat<(X86lfence), (LFENCE)>;
def : Pat<(X86pause), (PAUSE)>;
