// X86InstrTLS.td - thread-local storage: the nodes the TLS lowering
// (src/lowering/tls.rs) builds, the `rex64` prefix written as an instruction,
// the `__tls_get_addr` call pseudos, and their selection patterns.
//
// Local and initial exec need no instruction of their own: the thread pointer
// node folds into a memory operand as the FS segment (src/isel.rs), or is
// read with `movq %fs:0`. The general- and local-dynamic calls are pseudos
// so that the sequence the linker rewrites stays exactly as the psABI spells
// it (`data16 leaq x@TLSGD(%rip), %rdi; data16 data16 rex64 callq
// __tls_get_addr@PLT`); post-RA expansion writes it out.

// The thread pointer: the value at %fs:0 (the TCB's address).
def SDTX86ThreadPointer : SDTypeProfile<1, 0, [SDTCisVT<0, i64>]>;
def X86threadpointer : SDNode<"X86ISD::THREAD_POINTER", SDTX86ThreadPointer>;
// (chain, TargetGlobalAddress, register mask) -> (chain, glue): the address
// of a thread-local variable (general dynamic) or of the module's TLS block
// (local dynamic) in RAX.
def X86tlsaddr     : SDNode<"X86ISD::TLSADDR", SDTX86Call,
                            [SDNPHasChain, SDNPOutGlue, SDNPOptInGlue, SDNPVariadic]>;
def X86tlsbaseaddr : SDNode<"X86ISD::TLSBASEADDR", SDTX86Call,
                            [SDNPHasChain, SDNPOutGlue, SDNPOptInGlue, SDNPVariadic]>;

def REX64_PREFIX : I<0x48, RawFrm, (outs), (ins), "rex64">;

let isCall = 1, Uses = [RSP], Defs = [RAX, EFLAGS] in {
def TLS_addr64      : X86Pseudo<(outs), (ins i64imm:$sym, variable_ops)>;
def TLS_base_addr64 : X86Pseudo<(outs), (ins i64imm:$sym, variable_ops)>;
}

def : Pat<(X86tlsaddr (i64 tglobaladdr:$sym)), (TLS_addr64 tglobaladdr:$sym)>;
def : Pat<(X86tlsbaseaddr (i64 tglobaladdr:$sym)), (TLS_base_addr64 tglobaladdr:$sym)>;
