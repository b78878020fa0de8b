//! Custom lowering of the operations [`super::actions`] marks `Custom` on x86-64: generic nodes
//! become the X86ISD nodes the selection patterns know (`td/X86ISelNodes.td`).
//!
//! - Comparisons: `setcc` is `X86ISD::SETCC (cond, X86ISD::CMP lhs, rhs)` (`X86ISD::FCMP` for
//!   floats; `oeq`/`une` combine two SETCCs); `brcond` and `select` reuse the flags of the
//!   comparison that computes their condition (seeing through `xor c, 1`) or test bit 0 of a
//!   boolean, then become `X86ISD::BRCOND` / `X86ISD::CMOV` (floats selected as their bits).
//! - Symbols: a global the module defines (`dso_local`) is `Wrapper` (static code, absolute),
//!   `WrapperFar` (static code, 64-bit absolute: every global in the large code model, data,
//!   jump tables and block addresses in the medium one) or
//!   `WrapperRIP` (PIC) of its TargetGlobalAddress; any other global is loaded from its GOT
//!   entry. Thread-local globals go through [`super::tls`]. Block addresses and jump tables are labels of
//!   the module, wrapped the same way as a `dso_local` global.
//! - Division and high multiplication use the accumulator pair: glued copies put the operand in
//!   AX/EAX/RAX (and the sign or zero extension in DX/EDX/RDX), the glued DIV/IDIV/MUL/IMUL
//!   follows, and glued copies read quotient/low half and remainder/high half back. i8 ones
//!   are done in 32 bits (no AH).
//! - Bit counts: `cttz`/`ctlz` are BSF/BSR with a CMOV for a zero input, or stay for tzcnt/lzcnt
//!   where the function has BMI/LZCNT (i8 ones counted in 32 bits either way).
//! - `EH_SJLJ_SETJMP` is `X86ISD::EH_SJLJ_SETJMP` and a glued copy of its result from EAX.
//! - Shift counts become bytes; unsigned 64-bit conversions to and from floating point go
//!   through the signed ones (halving, or subtracting 2^63, out of the signed range).

use crate::generated::{
    reg, X86ISD_BRCOND, X86ISD_BSF, X86ISD_BT, X86ISD_EH_SJLJ_SETJMP, X86ISD_BSR, X86ISD_CMOV, X86ISD_CMP, X86ISD_FCMP, X86ISD_SDIV_GLUED, X86ISD_SETCC,
    X86ISD_SMUL_GLUED, X86ISD_UDIV_GLUED, X86ISD_UMUL_GLUED, X86ISD_Wrapper, X86ISD_WrapperFar, X86ISD_WrapperRIP,
};
use crate::subtarget::{Feature, FeatureSet};
use crate::isel::{is_dso_local, is_thread_local, MO_GOTPCREL, MO_GOTTPOFF, MO_NO_FLAG, MO_TLSGD, MO_TLSLD, MO_TPOFF};
use kiln_codegen::isel::dag::dump::{opcode_name, DumpContext};
use kiln_codegen::isel::dag::{CondCode, ExtType, Isd, MemInfo, NodeData, NodeId, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_codegen::isel::dag::lowering::TargetLowering;
use kiln_codegen::target::machine::{CodeModel, RelocModel};
use kiln_ir::{GlobalId, Module};
use kiln_mc::desc::PhysReg;

/// The x86 condition codes: the low nibble of jcc/setcc/cmovcc (`COND_*` in the `.td`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum X86Cond {
    O = 0,
    No = 1,
    B = 2,
    Ae = 3,
    E = 4,
    Ne = 5,
    Be = 6,
    A = 7,
    S = 8,
    Ns = 9,
    P = 10,
    Np = 11,
    L = 12,
    Ge = 13,
    Le = 14,
    G = 15,
}

impl X86Cond {
    const ALL: [X86Cond; 16] = [
        X86Cond::O,
        X86Cond::No,
        X86Cond::B,
        X86Cond::Ae,
        X86Cond::E,
        X86Cond::Ne,
        X86Cond::Be,
        X86Cond::A,
        X86Cond::S,
        X86Cond::Ns,
        X86Cond::P,
        X86Cond::Np,
        X86Cond::L,
        X86Cond::Ge,
        X86Cond::Le,
        X86Cond::G,
    ];

    /// The condition that holds exactly when this one does not (the low bit flips).
    pub fn inverse(self) -> X86Cond {
        X86Cond::ALL[(self as usize) ^ 1]
    }

    /// The condition after `cmp lhs, rhs` for an integer comparison `cc`.
    pub fn from_int_cond(cc: CondCode) -> Option<X86Cond> {
        Some(match cc {
            CondCode::Eq => X86Cond::E,
            CondCode::Ne => X86Cond::Ne,
            CondCode::Ugt => X86Cond::A,
            CondCode::Uge => X86Cond::Ae,
            CondCode::Ult => X86Cond::B,
            CondCode::Ule => X86Cond::Be,
            CondCode::Sgt => X86Cond::G,
            CondCode::Sge => X86Cond::Ge,
            CondCode::Slt => X86Cond::L,
            CondCode::Sle => X86Cond::Le,
            _ => return None,
        })
    }

    fn from_number(n: u128) -> Option<X86Cond> {
        X86Cond::ALL.get(usize::try_from(n).ok()?).copied()
    }
}

/// How code reaches a global.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    /// The symbol's own address (defined in this output); `far` when the code model puts it
    /// beyond 32-bit addresses (static code: large, or medium for data).
    Direct { far: bool },
    /// Through its GOT entry.
    Got,
    ThreadLocal(super::tls::TlsModel),
    /// `-emulated-tls`: `__emutls_get_address` of its control variable `control`.
    EmulatedTls { control: GlobalId },
}

/// What custom lowering needs to know beyond the DAG: the relocation model and how each
/// global of the module is reached. Build one per module with [`LoweringContext::new`]; the
/// default knows no globals and refuses to lower their addresses.
#[derive(Clone, Debug, Default)]
pub struct LoweringContext {
    pub reloc: RelocModel,
    pub code_model: CodeModel,
    globals: Vec<Access>,
}

impl LoweringContext {
    pub fn new(module: &Module, reloc: RelocModel, code_model: CodeModel) -> LoweringContext {
        let globals = (0..module.globals.len() as u32)
            .map(GlobalId)
            .map(|g| {
                if is_thread_local(module, g) {
                    Access::ThreadLocal(super::tls::tls_model(module, g, reloc))
                } else if is_dso_local(module, g) || (reloc, code_model) == (RelocModel::Static, CodeModel::Large) {
                    let far_code = code_model == CodeModel::Large;
                    let far_data = matches!(code_model, CodeModel::Medium | CodeModel::Large);
                    let far = reloc == RelocModel::Static && if module.global(g).is_function() { far_code } else { far_data };
                    Access::Direct { far }
                } else {
                    Access::Got
                }
            })
            .collect();
        LoweringContext { reloc, code_model, globals }
    }

    /// The target flags of an address of global `g` that GlobalISel builds: none for a symbol
    /// reached directly within 32-bit RIP-relative reach, its GOT entry (`MO_GOTPCREL`)
    /// otherwise (a preemptible symbol, a far one, or one of a module this context was not
    /// built for).
    pub fn reference_flags(&self, g: GlobalId) -> u8 {
        match self.globals.get(g.index()) {
            Some(Access::Direct { far: false }) => MO_NO_FLAG,
            _ => MO_GOTPCREL,
        }
    }

    /// The target flags of thread-local global `g`'s address under its TLS model, which
    /// GlobalISel's selection (`gisel_select_tls.rs`) builds the sequence of: `MO_TPOFF`
    /// (local exec), `MO_GOTTPOFF` (initial exec), `MO_TLSGD` (general dynamic), `MO_TLSLD`
    /// (local dynamic); `None` for any other global, and under `-emulated-tls`.
    pub fn thread_local_flags(&self, g: GlobalId) -> Option<u8> {
        use super::tls::TlsModel;
        match self.globals.get(g.index()) {
            Some(Access::ThreadLocal(model)) => Some(match model {
                TlsModel::LocalExec => MO_TPOFF,
                TlsModel::InitialExec => MO_GOTTPOFF,
                TlsModel::GeneralDynamic => MO_TLSGD,
                TlsModel::LocalDynamic => MO_TLSLD,
            }),
            _ => None,
        }
    }

    /// Reaches every thread-local variable through its control variable (`-emulated-tls`),
    /// which [`kiln_codegen::prepare::emulated_tls`] has added to `module`.
    pub fn emulate_tls(&mut self, module: &Module) -> Result<(), String> {
        for (index, access) in self.globals.iter_mut().enumerate() {
            if let Access::ThreadLocal(_) = access {
                let g = GlobalId(index as u32);
                let control = kiln_codegen::prepare::emulated_tls::control_variable(module, g).ok_or_else(|| {
                    let name = String::from_utf8_lossy(module.global_name(g).unwrap_or_default()).into_owned();
                    format!("internal error: thread-local variable '{name}' has no emulated-TLS control variable")
                })?;
                *access = Access::EmulatedTls { control };
            }
        }
        Ok(())
    }

    /// The address of a thread-local variable under `-emulated-tls` (node `n`, a
    /// `GlobalAddress`), a call of `__emutls_get_address`; `None` for any other node.
    pub fn lower_emulated_tls(&self, dag: &mut SelectionDAG, n: NodeId, tli: &dyn TargetLowering) -> Result<Option<SDValue>, String> {
        let NodeData::Global { global, offset, .. } = dag.node(n).data else { return Ok(None) };
        if !dag.opcode(n).is(Isd::GlobalAddress) {
            return Ok(None);
        }
        let Some(&Access::EmulatedTls { control }) = self.globals.get(global.index()) else { return Ok(None) };
        let vt = dag.node_vts(n)[0];
        // The call takes the IR position of the access, so -O0 code makes the calls in source order.
        let access_order = dag.node(n).ir_order;
        let saved_order = std::mem::replace(&mut dag.current_order, access_order);
        let address = global_address(dag, self, control, 0, vt)
            .and_then(|control| kiln_codegen::isel::dag::expand::emulated_tls_address(dag, tli, control, offset));
        dag.current_order = saved_order;
        address.map(Some)
    }

    /// The node that turns a symbol of this output into its address: absolute in static code
    /// (64-bit when `far`), RIP-relative in position-independent code.
    fn wrapper(&self, far: bool) -> u32 {
        match self.reloc {
            RelocModel::Static if far => X86ISD_WrapperFar,
            RelocModel::Static => X86ISD_Wrapper,
            _ => X86ISD_WrapperRIP,
        }
    }

    /// Whether calls go through a register holding the callee's 64-bit address (static code,
    /// large code model).
    pub fn far_calls(&self) -> bool {
        (self.reloc, self.code_model) == (RelocModel::Static, CodeModel::Large)
    }

    /// Whether a call of `g` goes through its PLT entry (it may be defined outside this output).
    pub fn call_through_plt(&self, g: GlobalId) -> bool {
        self.globals.get(g.index()).is_none_or(|&a| !matches!(a, Access::Direct { .. }))
    }
}

fn target(n: u32) -> Opcode {
    Opcode::target(n)
}

fn i8vt() -> Evt {
    Mvt::I8.into()
}

fn i32vt() -> Evt {
    Mvt::I32.into()
}

fn unsupported(dag: &SelectionDAG, n: NodeId) -> String {
    let vts: Vec<String> = dag.node_vts(n).iter().map(|vt| vt.to_string()).collect();
    format!(
        "unsupported: x86-64 has no lowering of '{}:{}'",
        opcode_name(dag.opcode(n), &DumpContext::NONE),
        vts.join(",")
    )
}

/// Lowers node `n` (action `Custom`) into the values replacing its results.
/// `features` are the function's instruction-set features.
pub fn lower_operation(dag: &mut SelectionDAG, n: NodeId, cx: &LoweringContext, features: FeatureSet) -> Result<Option<Vec<SDValue>>, String> {
    if let Some(values) = super::x87::lower_operation(dag, n)? {
        return Ok(Some(values));
    }
    if let Some(values) = super::vector::lower_operation(dag, n, features)? {
        return Ok(Some(values));
    }
    if dag.node_vts(n).first().is_some_and(|vt| vt.is_vector()) {
        // A vector operation `super::vector` declined: done element by element.
        return Ok(None);
    }
    if let Some(values) = super::atomic::lower_operation(dag, n)? {
        return Ok(Some(values));
    }
    let Some(op) = dag.opcode(n).isd() else { return Err(unsupported(dag, n)) };
    let vt = dag.node_vts(n)[0];
    let one = |v: SDValue| Ok(Some(vec![v]));
    match op {
        Isd::SetCc => {
            let v = lower_setcc(dag, n)?;
            one(v)
        }
        Isd::BrCond => {
            let (chain, cond, dest) = (dag.operand(n, 0), dag.operand(n, 1), dag.operand(n, 2));
            let (cc, flags) = condition_flags(dag, cond)?;
            let cc = dag.target_constant(cc as u128, i8vt());
            one(dag.node1(target(X86ISD_BRCOND), Evt::OTHER, &[chain, dest, cc, flags]))
        }
        Isd::Select if matches!(vt.simple(), Some(Mvt::I8 | Mvt::I16 | Mvt::I32 | Mvt::I64 | Mvt::F32 | Mvt::F64)) => {
            let v = lower_select(dag, n, vt)?;
            one(v)
        }
        Isd::GlobalAddress => {
            let v = lower_global_address(dag, n, cx)?;
            one(v)
        }
        Isd::EhSjljSetjmp => {
            let (chain, buf) = (dag.operand(n, 0), dag.operand(n, 1));
            let vts = dag.vt_list(&[Evt::OTHER, Evt::GLUE]);
            let setjmp = dag.get_node(Opcode::target(X86ISD_EH_SJLJ_SETJMP), vts, &[chain, buf], NodeData::None);
            let v = dag.copy_from_reg_glued(SDValue::new(setjmp, 0), Reg::phys(reg::EAX), vt, SDValue::new(setjmp, 1));
            Ok(Some(vec![v, SDValue::new(v.node, 1)]))
        }
        Isd::BlockAddress | Isd::JumpTable | Isd::ConstantPool => {
            // Labels of this module: the address directly, like a dso_local global.
            let target_op = match op {
                Isd::BlockAddress => Isd::TargetBlockAddress,
                Isd::JumpTable => Isd::TargetJumpTable,
                _ => Isd::TargetConstantPool,
            };
            let data = dag.node(n).data;
            let vts = dag.vt_list(&[vt]);
            let sym = SDValue::new(dag.get_node(target_op.into(), vts, &[], data), 0);
            // Data of the code: beyond 32 bits in the medium and large code models.
            let far = matches!(cx.code_model, CodeModel::Medium | CodeModel::Large);
            one(dag.node1(target(cx.wrapper(far)), vt, &[sym]))
        }
        Isd::SDiv | Isd::SRem | Isd::UDiv | Isd::URem | Isd::SDivRem | Isd::UDivRem if vt.is_integer() => {
            let signed = matches!(op, Isd::SDiv | Isd::SRem | Isd::SDivRem);
            let (a, b) = (dag.operand(n, 0), dag.operand(n, 1));
            let (quotient, remainder) = divide(dag, vt, a, b, signed)?;
            Ok(Some(match op {
                Isd::SDiv | Isd::UDiv => vec![quotient],
                Isd::SRem | Isd::URem => vec![remainder],
                _ => vec![quotient, remainder],
            }))
        }
        Isd::MulHs | Isd::MulHu | Isd::SMulLoHi | Isd::UMulLoHi if vt.is_integer() => {
            let signed = matches!(op, Isd::MulHs | Isd::SMulLoHi);
            let (a, b) = (dag.operand(n, 0), dag.operand(n, 1));
            let (lo, hi) = multiply_wide(dag, vt, a, b, signed)?;
            Ok(Some(if matches!(op, Isd::MulHs | Isd::MulHu) { vec![hi] } else { vec![lo, hi] }))
        }
        Isd::Shl | Isd::Srl | Isd::Sra | Isd::Rotl | Isd::Rotr => {
            // The count is a byte (CL or an immediate); generic expansions may build wider ones.
            let (x, amount) = (dag.operand(n, 0), dag.operand(n, 1));
            if dag.value_type(amount) == i8vt() {
                return one(SDValue::new(n, 0));
            }
            let amount = dag.zext_or_trunc(amount, i8vt());
            one(dag.node1(op, vt, &[x, amount]))
        }
        Isd::UintToFp if dag.value_type(dag.operand(n, 0)) == Evt::from(Mvt::I64) => {
            let v = u64_to_fp(dag, dag.operand(n, 0), vt);
            one(v)
        }
        Isd::FpToUint if vt == Evt::from(Mvt::I64) => {
            let v = fp_to_u64(dag, dag.operand(n, 0));
            one(v)
        }
        Isd::Cttz | Isd::CttzZeroUndef | Isd::Ctlz | Isd::CtlzZeroUndef if vt.is_integer() => {
            let leading = matches!(op, Isd::Ctlz | Isd::CtlzZeroUndef);
            let zero_undef = matches!(op, Isd::CttzZeroUndef | Isd::CtlzZeroUndef);
            let counts = if leading { Feature::Lzcnt } else { Feature::Bmi };
            let v = count_zeros(dag, vt, dag.operand(n, 0), leading, zero_undef, features.contains(counts))?;
            one(v)
        }
        _ => Err(unsupported(dag, n)),
    }
}

// ---- Comparisons ---------------------------------------------------------------------------

/// The flags of comparing `lhs` with `rhs` and the condition under which `lhs cc rhs` holds
/// after it; `None` for the two floating-point conditions that need two flag tests (oeq: ZF
/// and not PF; une: not ZF or PF). Integers: `X86ISD::CMP` with a constant on the right (the
/// compare-with-immediate forms), swapping the condition. Floats: `X86ISD::FCMP` (ucomis),
/// whose unordered result sets ZF, PF and CF, so the "less" conditions swap the operands.
///
/// Identical compares are one node (CSE), so every consumer of `lhs cc rhs` (and of any
/// condition on the same operands) reads the same flags, as llc's do; where something between
/// two readers clobbers EFLAGS the scheduler repeats the compare.
fn compare(
    dag: &mut SelectionDAG,
    lhs: SDValue,
    rhs: SDValue,
    cc: CondCode,
) -> Result<Option<(X86Cond, SDValue)>, String> {
    let vt = dag.value_type(lhs);
    if !(vt.is_float() || vt.is_integer()) || vt.is_vector() {
        return Err(format!("unsupported: x86-64 has no lowering of a {vt} comparison"));
    }
    let is_const = |dag: &SelectionDAG, v: SDValue| dag.opcode(v.node).is(Isd::Constant);
    let (lhs, rhs, cc) = if vt.is_integer() && is_const(dag, lhs) && !is_const(dag, rhs) {
        (rhs, lhs, cc.swapped())
    } else {
        (lhs, rhs, cc)
    };
    if let Some(bit) = bit_test(dag, lhs, rhs, cc) {
        return Ok(Some(bit));
    }
    let Some((x86cc, op, a, b)) = compare_operands(vt, lhs, rhs, cc)? else { return Ok(None) };
    Ok(Some((x86cc, dag.node1(target(op), i32vt(), &[a, b]))))
}

/// `(x & (1 << n)) ==/!= 0` (the `and` used only here) as `BT x, n`: CF is bit `n` of `x`
/// (`n` modulo the width, as for the shift). i8 values are tested in 32 bits.
fn bit_test(dag: &mut SelectionDAG, lhs: SDValue, rhs: SDValue, cc: CondCode) -> Option<(X86Cond, SDValue)> {
    let x86cc = match cc {
        CondCode::Ne => X86Cond::B,
        CondCode::Eq => X86Cond::Ae,
        _ => return None,
    };
    if dag.constant_value(rhs) != Some(0) || !dag.opcode(lhs.node).is(Isd::And) || dag.value_use_count(lhs) != 1 {
        return None;
    }
    let is_single_bit = |dag: &SelectionDAG, v: SDValue| {
        dag.opcode(v.node).is(Isd::Shl) && dag.constant_value(dag.operand(v.node, 0)) == Some(1)
    };
    let (a, b) = (dag.operand(lhs.node, 0), dag.operand(lhs.node, 1));
    let (shift, x) = if is_single_bit(dag, a) {
        (a, b)
    } else if is_single_bit(dag, b) {
        (b, a)
    } else {
        return None;
    };
    let mut vt = dag.value_type(x);
    let mut x = x;
    if vt.size_bits() < 16 {
        vt = i32vt();
        x = dag.node1(Isd::AnyExtend, vt, &[x]);
    }
    // BT takes the bit number modulo the width, so the bits a truncation of the shift
    // amount dropped (above a multiple of the width) do not matter.
    let mut n = dag.operand(shift.node, 1);
    if dag.opcode(n.node).is(Isd::Truncate) {
        n = dag.operand(n.node, 0);
    }
    let n = dag.any_ext_or_trunc(n, vt);
    Some((x86cc, dag.node1(target(X86ISD_BT), i32vt(), &[x, n])))
}

/// The condition, compare node and its operands for `lhs cc rhs` on values of type `vt`.
fn compare_operands(
    vt: Evt,
    lhs: SDValue,
    rhs: SDValue,
    cc: CondCode,
) -> Result<Option<(X86Cond, u32, SDValue, SDValue)>, String> {
    if vt.is_integer() {
        let x86cc =
            X86Cond::from_int_cond(cc).ok_or_else(|| format!("unsupported integer condition '{}'", cc.name()))?;
        return Ok(Some((x86cc, X86ISD_CMP, lhs, rhs)));
    }
    use CondCode::*;
    let (x86cc, swap) = match cc {
        Ogt => (X86Cond::A, false),
        Oge => (X86Cond::Ae, false),
        Olt => (X86Cond::A, true),
        Ole => (X86Cond::Ae, true),
        Ugt => (X86Cond::B, true),
        Uge => (X86Cond::Be, true),
        Ult => (X86Cond::B, false),
        Ule => (X86Cond::Be, false),
        One | Ne => (X86Cond::Ne, false),
        Ueq | Eq => (X86Cond::E, false),
        O => (X86Cond::Np, false),
        Uo => (X86Cond::P, false),
        Oeq | Une => return Ok(None),
        other => return Err(format!("unsupported floating-point condition '{}'", other.name())),
    };
    Ok(Some(if swap { (x86cc, X86ISD_FCMP, rhs, lhs) } else { (x86cc, X86ISD_FCMP, lhs, rhs) }))
}

fn setcc_node(dag: &mut SelectionDAG, cc: X86Cond, flags: SDValue) -> SDValue {
    let cond = dag.target_constant(cc as u128, i8vt());
    dag.node1(target(X86ISD_SETCC), i8vt(), &[cond, flags])
}

/// The byte 0 or 1 of `lhs cc rhs`.
fn setcc_byte(dag: &mut SelectionDAG, lhs: SDValue, rhs: SDValue, cc: CondCode) -> Result<SDValue, String> {
    if let Some((x86cc, flags)) = compare(dag, lhs, rhs, cc)? {
        return Ok(setcc_node(dag, x86cc, flags));
    }
    let flags = dag.node1(target(X86ISD_FCMP), i32vt(), &[lhs, rhs]);
    let (first, second, join) = if cc == CondCode::Oeq {
        (X86Cond::E, X86Cond::Np, Isd::And)
    } else {
        (X86Cond::Ne, X86Cond::P, Isd::Or)
    };
    let (a, b) = (setcc_node(dag, first, flags), setcc_node(dag, second, flags));
    Ok(dag.node1(join, i8vt(), &[a, b]))
}

fn setcc_cond(dag: &SelectionDAG, n: NodeId) -> Result<CondCode, String> {
    match dag.node(dag.operand(n, 2).node).data {
        NodeData::CondCode(cc) => Ok(cc),
        _ => Err("malformed setcc: the third operand is not a condition code".to_string()),
    }
}

fn lower_setcc(dag: &mut SelectionDAG, n: NodeId) -> Result<SDValue, String> {
    let cc = setcc_cond(dag, n)?;
    let byte = setcc_byte(dag, dag.operand(n, 0), dag.operand(n, 1), cc)?;
    let vt = dag.node_vts(n)[0];
    Ok(dag.zext_or_trunc(byte, vt))
}

/// The flags and condition under which boolean `cond` (its bit 0) is true: the comparison
/// computing it (generic or already lowered), seen through extensions, truncations, `and 1`
/// and `xor 1` (an inversion); otherwise a test of bit 0. The comparison lends its flags
/// whatever else reads it or the values between (llc's LowerBRCOND and LowerSELECT): its own
/// byte, if still needed, is a SETCC of the same flags, and where an instruction between two
/// readers clobbers EFLAGS the scheduler repeats the compare.
fn condition_flags(dag: &mut SelectionDAG, cond: SDValue) -> Result<(X86Cond, SDValue), String> {
    // The compare keeps the source location of the condition it computes (as llc's -O0
    // selector folds a compare into its branch or select).
    let saved_loc = dag.current_loc;
    dag.current_loc = dag.node(cond.node).debug_loc.or(saved_loc);
    let flags = condition_flags_here(dag, cond);
    dag.current_loc = saved_loc;
    flags
}

fn condition_flags_here(dag: &mut SelectionDAG, cond: SDValue) -> Result<(X86Cond, SDValue), String> {
    let (c, invert) = strip_to_bit0(dag, cond, false);
    let flip = |cc: X86Cond| if invert { cc.inverse() } else { cc };
    if c.result == 0 && dag.opcode(c.node).is(Isd::SetCc) {
        let cc = setcc_cond(dag, c.node)?;
        let (lhs, rhs) = (dag.operand(c.node, 0), dag.operand(c.node, 1));
        if let Some((cc, flags)) = compare(dag, lhs, rhs, cc)? {
            return Ok((flip(cc), flags));
        }
        // Two flag tests: compute the byte and test it.
        let byte = setcc_byte(dag, lhs, rhs, cc)?;
        return Ok(test_bit0(dag, byte, invert));
    }
    if c.result == 0 && dag.opcode(c.node) == target(X86ISD_SETCC) {
        let cc = dag.constant_value(dag.operand(c.node, 0)).and_then(X86Cond::from_number);
        let cc = cc.ok_or("malformed X86ISD::SETCC: its condition is not a condition code")?;
        return Ok((flip(cc), dag.operand(c.node, 1)));
    }
    // No comparison: test bit 0 of the first value something else reads too (the narrowest
    // one that stays computed).
    let (c, invert) = strip_to_bit0(dag, cond, true);
    Ok(test_bit0(dag, c, invert))
}

/// `cond` seen through extensions, truncations, `and 1` and `xor 1`, which keep its bit 0 (up
/// to the inversions, counted in the flag returned); with `only_single_use`, through values
/// nothing else reads only.
fn strip_to_bit0(dag: &SelectionDAG, cond: SDValue, only_single_use: bool) -> (SDValue, bool) {
    let mut c = cond;
    let mut invert = false;
    while c.result == 0 && (!only_single_use || dag.value_use_count(c) == 1) {
        let op = dag.opcode(c.node);
        let with_one = dag.num_operands(c.node) == 2 && dag.constant_value(dag.operand(c.node, 1)) == Some(1);
        if op.is(Isd::Xor) && with_one {
            invert = !invert;
        } else if !((op.is(Isd::And) && with_one)
            || op.is(Isd::ZeroExtend)
            || op.is(Isd::AnyExtend)
            || op.is(Isd::Truncate))
        {
            break;
        }
        c = dag.operand(c.node, 0);
    }
    (c, invert)
}

/// The flags of testing bit 0 of `c`, and the condition under which it is set (clear when
/// `invert`).
fn test_bit0(dag: &mut SelectionDAG, c: SDValue, invert: bool) -> (X86Cond, SDValue) {
    let vt = dag.value_type(c);
    let one = dag.constant(1, vt);
    let bit = dag.node1(Isd::And, vt, &[c, one]);
    let zero = dag.constant(0, vt);
    let flags = dag.node1(target(X86ISD_CMP), i32vt(), &[bit, zero]);
    (if invert { X86Cond::E } else { X86Cond::Ne }, flags)
}

/// `select c, t, f` as `X86ISD::CMOV f, t, cond, flags`; bytes are selected in 32 bits.
fn lower_select(dag: &mut SelectionDAG, n: NodeId, vt: Evt) -> Result<SDValue, String> {
    let (cond, t, f) = (dag.operand(n, 0), dag.operand(n, 1), dag.operand(n, 2));
    let (cc, flags) = condition_flags(dag, cond)?;
    let cc = dag.target_constant(cc as u128, i8vt());
    if vt.is_float() {
        // No cmov of SSE registers: select the bits in a general register.
        let ivt = Evt::int(vt.size_bits() as u32);
        let (t, f) = (dag.node1(Isd::Bitcast, ivt, &[t]), dag.node1(Isd::Bitcast, ivt, &[f]));
        let bits = dag.node1(target(X86ISD_CMOV), ivt, &[f, t, cc, flags]);
        return Ok(dag.node1(Isd::Bitcast, vt, &[bits]));
    }
    if vt == i8vt() {
        let t = dag.node1(Isd::AnyExtend, i32vt(), &[t]);
        let f = dag.node1(Isd::AnyExtend, i32vt(), &[f]);
        let wide = dag.node1(target(X86ISD_CMOV), i32vt(), &[f, t, cc, flags]);
        return Ok(dag.node1(Isd::Truncate, vt, &[wide]));
    }
    Ok(dag.node1(target(X86ISD_CMOV), vt, &[f, t, cc, flags]))
}

// ---- Symbols -----------------------------------------------------------------------------

fn target_global(dag: &mut SelectionDAG, global: GlobalId, offset: i64, flags: u8, vt: Evt) -> SDValue {
    let vts = dag.vt_list(&[vt]);
    let data = NodeData::Global { global, offset, target_flags: flags };
    SDValue::new(dag.get_node(Isd::TargetGlobalAddress.into(), vts, &[], data), 0)
}

/// A direct callee (a global or an external symbol) as its 64-bit absolute address in a
/// register (`movabsq $f, %rax; callq *%rax`); any other callee as it is.
pub fn far_callee(dag: &mut SelectionDAG, callee: SDValue) -> SDValue {
    let node = dag.node(callee.node);
    let (op, data) = match node.data {
        NodeData::Global { global, offset, .. } if node.opcode.is(Isd::GlobalAddress) => {
            (Isd::TargetGlobalAddress, NodeData::Global { global, offset, target_flags: MO_NO_FLAG })
        }
        NodeData::Symbol { .. } if node.opcode.is(Isd::ExternalSymbol) => (Isd::TargetExternalSymbol, node.data),
        _ => return callee,
    };
    let vt = dag.value_type(callee);
    let vts = dag.vt_list(&[vt]);
    let sym = SDValue::new(dag.get_node(op.into(), vts, &[], data), 0);
    dag.node1(target(X86ISD_WrapperFar), vt, &[sym])
}

fn lower_global_address(dag: &mut SelectionDAG, n: NodeId, cx: &LoweringContext) -> Result<SDValue, String> {
    let NodeData::Global { global, offset, .. } = dag.node(n).data else {
        return Err("malformed GlobalAddress node".to_string());
    };
    let vt = dag.node_vts(n)[0];
    global_address(dag, cx, global, offset, vt)
}

/// The address of `global` plus `offset`, reached as `cx` says.
fn global_address(dag: &mut SelectionDAG, cx: &LoweringContext, global: GlobalId, offset: i64, vt: Evt) -> Result<SDValue, String> {
    let access = cx.globals.get(global.index()).copied().ok_or_else(|| {
        format!("internal error: the x86 lowering was not given the module's globals (global {})", global.0)
    })?;
    match access {
        Access::ThreadLocal(model) => super::tls::lower_tls_address(dag, global, offset, model),
        Access::EmulatedTls { .. } => Err("internal error: an emulated thread-local address outside the target's lowering".to_string()),
        Access::Direct { far } => {
            let sym = target_global(dag, global, offset, MO_NO_FLAG, vt);
            Ok(dag.node1(target(cx.wrapper(far)), vt, &[sym]))
        }
        Access::Got => {
            let sym = target_global(dag, global, 0, MO_GOTPCREL, vt);
            let entry_address = dag.node1(target(X86ISD_WrapperRIP), vt, &[sym]);
            let mem = MemInfo { mem_vt: vt, align: vt.store_size(), volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
            let chain = dag.entry();
            let address = dag.load(vt, chain, entry_address, ExtType::NonExt, mem);
            if offset == 0 {
                return Ok(address);
            }
            let offset = dag.constant(offset as u128, vt);
            Ok(dag.node1(Isd::Add, vt, &[address, offset]))
        }
    }
}

// ---- Accumulator multiply and divide --------------------------------------------------------

/// The accumulator pair of a width: (low or quotient, high or remainder).
fn accumulator_pair(vt: Evt) -> Option<(PhysReg, PhysReg)> {
    match vt.simple()? {
        Mvt::I16 => Some((reg::AX, reg::DX)),
        Mvt::I32 => Some((reg::EAX, reg::EDX)),
        Mvt::I64 => Some((reg::RAX, reg::RDX)),
        _ => None,
    }
}

/// Runs the glued accumulator operation `op` on `lo` (and `hi` when given) with operand
/// `operand`; returns the two halves of the accumulator pair afterwards.
fn accumulator_op(
    dag: &mut SelectionDAG,
    vt: Evt,
    op: u32,
    lo: SDValue,
    hi: Option<SDValue>,
    operand: SDValue,
) -> Result<(SDValue, SDValue), String> {
    let (lo_reg, hi_reg) = accumulator_pair(vt).ok_or_else(|| format!("internal error: no accumulator pair of {vt}"))?;
    let mut chain = dag.copy_to_reg(dag.entry(), Reg::phys(lo_reg), lo, None);
    if let Some(hi) = hi {
        let glue = SDValue::new(chain.node, 1);
        chain = dag.copy_to_reg(chain, Reg::phys(hi_reg), hi, Some(glue));
    }
    let vts = dag.vt_list(&[Evt::GLUE]);
    let glue = SDValue::new(chain.node, 1);
    let instr = dag.get_node(target(op), vts, &[operand, glue], NodeData::None);
    let low = dag.copy_from_reg_glued(chain, Reg::phys(lo_reg), vt, SDValue::new(instr, 0));
    let high = dag.copy_from_reg_glued(SDValue::new(low.node, 1), Reg::phys(hi_reg), vt, SDValue::new(low.node, 2));
    Ok((low, high))
}

/// Quotient and remainder of `a / b`; bytes are divided in 32 bits.
fn divide(dag: &mut SelectionDAG, vt: Evt, a: SDValue, b: SDValue, signed: bool) -> Result<(SDValue, SDValue), String> {
    if vt == i8vt() {
        let ext = if signed { Isd::SignExtend } else { Isd::ZeroExtend };
        let (a, b) = (dag.node1(ext, i32vt(), &[a]), dag.node1(ext, i32vt(), &[b]));
        let (q, r) = divide(dag, i32vt(), a, b, signed)?;
        return Ok((dag.node1(Isd::Truncate, vt, &[q]), dag.node1(Isd::Truncate, vt, &[r])));
    }
    let high = if signed {
        let sign_bit = dag.constant(vt.size_bits() as u128 - 1, i8vt());
        dag.node1(Isd::Sra, vt, &[a, sign_bit])
    } else {
        dag.constant(0, vt)
    };
    let op = if signed { X86ISD_SDIV_GLUED } else { X86ISD_UDIV_GLUED };
    accumulator_op(dag, vt, op, a, Some(high), b)
}

/// Low and high halves of the double-width product `a * b`; bytes are multiplied in 32 bits.
fn multiply_wide(dag: &mut SelectionDAG, vt: Evt, a: SDValue, b: SDValue, signed: bool) -> Result<(SDValue, SDValue), String> {
    if vt == i8vt() {
        let ext = if signed { Isd::SignExtend } else { Isd::ZeroExtend };
        let (a, b) = (dag.node1(ext, i32vt(), &[a]), dag.node1(ext, i32vt(), &[b]));
        let product = dag.node1(Isd::Mul, i32vt(), &[a, b]);
        let eight = dag.constant(8, i8vt());
        let high = dag.node1(Isd::Srl, i32vt(), &[product, eight]);
        return Ok((dag.node1(Isd::Truncate, vt, &[product]), dag.node1(Isd::Truncate, vt, &[high])));
    }
    let op = if signed { X86ISD_SMUL_GLUED } else { X86ISD_UMUL_GLUED };
    accumulator_op(dag, vt, op, a, None, b)
}

// ---- Unsigned 64-bit conversions --------------------------------------------------------------

/// `uitofp i64 x`: x itself when it is non-negative as a signed number; otherwise half of it
/// (keeping the lowest bit, so rounding is unchanged) converted and doubled.
fn u64_to_fp(dag: &mut SelectionDAG, x: SDValue, vt: Evt) -> SDValue {
    let i64vt: Evt = Mvt::I64.into();
    let one = dag.constant(1, i64vt);
    let one_bit = dag.constant(1, i8vt());
    let half = dag.node1(Isd::Srl, i64vt, &[x, one_bit]);
    let low = dag.node1(Isd::And, i64vt, &[x, one]);
    let halved = dag.node1(Isd::Or, i64vt, &[half, low]);
    let halved = dag.node1(Isd::SintToFp, vt, &[halved]);
    let big = dag.node1(Isd::FAdd, vt, &[halved, halved]);
    let small = dag.node1(Isd::SintToFp, vt, &[x]);
    let zero = dag.constant(0, i64vt);
    let negative = dag.setcc(i8vt(), x, zero, CondCode::Slt);
    dag.node1(Isd::Select, vt, &[negative, big, small])
}

/// `fptoui x to i64`: the signed conversion below 2^63; from there, the signed conversion of
/// x - 2^63 with the top bit set.
fn fp_to_u64(dag: &mut SelectionDAG, x: SDValue) -> SDValue {
    let i64vt: Evt = Mvt::I64.into();
    let fvt = dag.value_type(x);
    let two63 = if fvt.size_bits() == 32 { 0x5f00_0000u128 } else { 0x43e0_0000_0000_0000 };
    let limit = dag.constant_fp(two63, fvt);
    let small = dag.node1(Isd::FpToSint, i64vt, &[x]);
    let reduced = dag.node1(Isd::FSub, fvt, &[x, limit]);
    let reduced = dag.node1(Isd::FpToSint, i64vt, &[reduced]);
    let top = dag.constant(1 << 63, i64vt);
    let big = dag.node1(Isd::Xor, i64vt, &[reduced, top]);
    let below = dag.setcc(i8vt(), x, limit, CondCode::Olt);
    dag.node1(Isd::Select, i64vt, &[below, small, big])
}

// ---- Bit counts ------------------------------------------------------------------------------

/// `cttz`/`ctlz` (`leading`) of `x`; with `zero_undef` the result for 0 does not matter.
/// With `counts` (BMI's tzcnt, LZCNT's lzcnt, which count a zero input as its width) the
/// 16- to 64-bit node stays for the patterns of X86PatBMI.td.
fn count_zeros(dag: &mut SelectionDAG, vt: Evt, x: SDValue, leading: bool, zero_undef: bool, counts: bool) -> Result<SDValue, String> {
    let bits = vt.size_bits() as u128;
    if vt == i8vt() {
        // Count in 32 bits: a bit above the byte bounds cttz at 8; ctlz counts 24 more zeros.
        let mut wide = dag.node1(Isd::ZeroExtend, i32vt(), &[x]);
        if !leading && !zero_undef {
            let stop = dag.constant(0x100, i32vt());
            wide = dag.node1(Isd::Or, i32vt(), &[wide, stop]);
        }
        let mut count = count_zeros(dag, i32vt(), wide, leading, zero_undef || !leading, counts)?;
        if leading {
            let extra = dag.constant(24, i32vt());
            count = dag.node1(Isd::Sub, i32vt(), &[count, extra]);
        }
        return Ok(dag.node1(Isd::Truncate, vt, &[count]));
    }
    if accumulator_pair(vt).is_none() {
        return Err(format!("unsupported: x86-64 has no lowering of a bit count of {vt}"));
    }
    if counts {
        let op = match (leading, zero_undef) {
            (true, true) => Isd::CtlzZeroUndef,
            (true, false) => Isd::Ctlz,
            (false, true) => Isd::CttzZeroUndef,
            (false, false) => Isd::Cttz,
        };
        return Ok(dag.node1(op, vt, &[x]));
    }
    let op = if leading { X86ISD_BSR } else { X86ISD_BSF };
    let vts = dag.vt_list(&[vt, i32vt()]);
    let scan = dag.get_node(target(op), vts, &[x], NodeData::None);
    let (mut index, flags) = (SDValue::new(scan, 0), SDValue::new(scan, 1));
    if !zero_undef {
        // BSF/BSR set ZF for a zero input: the count is then `bits` (2 * bits - 1 before the
        // xor below for ctlz).
        let zero_result = if leading { 2 * bits - 1 } else { bits };
        let zero_result = dag.constant(zero_result, vt);
        let cc = dag.target_constant(X86Cond::E as u128, i8vt());
        index = dag.node1(target(X86ISD_CMOV), vt, &[index, zero_result, cc, flags]);
    }
    if leading {
        // The highest set bit's index i gives bits - 1 - i leading zeros: i ^ (bits - 1).
        let mask = dag.constant(bits - 1, vt);
        index = dag.node1(Isd::Xor, vt, &[index, mask]);
    }
    Ok(index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditions_invert_and_map() {
        assert_eq!(X86Cond::E.inverse(), X86Cond::Ne);
        assert_eq!(X86Cond::L.inverse(), X86Cond::Ge);
        assert_eq!(X86Cond::A.inverse(), X86Cond::Be);
        assert_eq!(X86Cond::from_int_cond(CondCode::Ult), Some(X86Cond::B));
        assert_eq!(X86Cond::from_int_cond(CondCode::Sle), Some(X86Cond::Le));
        assert_eq!(X86Cond::from_int_cond(CondCode::Oeq), None);
        for cc in X86Cond::ALL {
            assert_eq!(X86Cond::from_number(cc as u128), Some(cc));
        }
    }
}
