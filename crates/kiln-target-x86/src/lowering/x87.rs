//! x86_fp80 lowering: the conversions and selects the generic SSE-oriented custom lowering
//! would get wrong for `long double` (selects become fcmov on "not equal"), and the constant-splitting helpers the f80 selection patterns
//! (td/X86PatX87.td) call. An f80 constant is 80 bits: a 64-bit significand (with its explicit
//! integer bit) in the low bits and sign plus 15-bit exponent above it. Also the registers
//! inline-asm constraints name: the x87 stack slots (`t`/`{st}` is FP0 = ST(0), `u`/`{st(1)}`
//! FP1 = ST(1), as the stackifier arranges them) and registers by their assembly names.

use kiln_codegen::isel::dag::{CondCode, Isd, NodeData, NodeId, Opcode, SDValue, SelectionDAG};

use kiln_codegen::target::value_types::{Evt, Mvt};

use super::custom::X86Cond;
use crate::generated::{reg, reg_class, REGISTER_INFO, X86ISD_CMOV, X86ISD_CMP};
use kiln_mc::desc::PhysReg;

/// The low 64 bits (the significand) of f80 constant `n` as an i64 target constant.
pub fn f80_low_bits(dag: &mut SelectionDAG, n: NodeId) -> SDValue {
    let bits = constant_bits(dag, n);
    dag.target_constant(bits & u128::from(u64::MAX), Mvt::I64.into())
}

/// The high 16 bits (sign and exponent) of f80 constant `n` as an i64 target constant.
pub fn f80_high_bits(dag: &mut SelectionDAG, n: NodeId) -> SDValue {
    let bits = constant_bits(dag, n);
    dag.target_constant((bits >> 64) & 0xffff, Mvt::I64.into())
}

fn constant_bits(dag: &SelectionDAG, n: NodeId) -> u128 {
    match dag.node(n).data {
        NodeData::ConstantFp(bits) => bits,
        _ => 0,
    }
}

fn is_f80(vt: Evt) -> bool {
    vt == Evt::from(Mvt::F80)
}

/// 2^63 as an f80: exponent 0x3fff + 63, significand with only the integer bit.
const TWO_POW_63: u128 = (0x403e << 64) | (1 << 63);

/// -2^64 as an f80: sign bit, exponent 0x3fff + 64, significand with only the integer bit.
const MINUS_TWO_POW_64: u128 = (0xc03f << 64) | (1 << 63);

/// Lowers the f80 forms of custom operations; `Ok(None)` when `n` is not one (the generic
/// x86 custom lowering handles it).
pub fn lower_operation(dag: &mut SelectionDAG, n: NodeId) -> Result<Option<Vec<SDValue>>, String> {
    let Some(op) = dag.opcode(n).isd() else { return Ok(None) };
    let i64vt: Evt = Mvt::I64.into();
    match op {
        Isd::UintToFp if is_f80(dag.node_vts(n)[0]) => {
            // The signed conversion is exact (64-bit significand); a negative value stands
            // for itself plus 2^64, added as (x >> 63) * -2^64, exact too.
            let x = dag.operand(n, 0);
            if dag.value_type(x) != i64vt {
                return Err("unsupported: uitofp to x86_fp80 from a type other than i64".to_string());
            }
            let f80: Evt = Mvt::F80.into();
            let signed = dag.node1(Isd::SintToFp, f80, &[x]);
            let shift = dag.constant(63, Mvt::I8.into());
            let sign = dag.node1(Isd::Sra, i64vt, &[x, shift]);
            let sign = dag.node1(Isd::SintToFp, f80, &[sign]);
            let minus_two_64 = dag.constant_fp(MINUS_TWO_POW_64, f80);
            let fudge = dag.node1(Isd::FMul, f80, &[sign, minus_two_64]);
            Ok(Some(vec![dag.node1(Isd::FAdd, f80, &[signed, fudge])]))
        }
        Isd::FpToUint if is_f80(dag.value_type(dag.operand(n, 0))) => {
            if dag.node_vts(n)[0] != i64vt {
                return Err("unsupported: fptoui from x86_fp80 to a type other than i64".to_string());
            }
            // Below 2^63 the signed conversion; from there the signed conversion of x - 2^63
            // with the top bit set.
            let x = dag.operand(n, 0);
            let limit = dag.constant_fp(TWO_POW_63, Mvt::F80.into());
            let small = dag.node1(Isd::FpToSint, i64vt, &[x]);
            let reduced = dag.node1(Isd::FSub, Mvt::F80.into(), &[x, limit]);
            let reduced = dag.node1(Isd::FpToSint, i64vt, &[reduced]);
            let top = dag.constant(1 << 63, i64vt);
            let big = dag.node1(Isd::Xor, i64vt, &[reduced, top]);
            let below = dag.setcc(Mvt::I8.into(), x, limit, CondCode::Olt);
            Ok(Some(vec![dag.node1(Isd::Select, i64vt, &[below, small, big])]))
        }
        Isd::Select if is_f80(dag.node_vts(n)[0]) => {
            // fcmov has only the unsigned and parity conditions: test the boolean's bit and
            // move on "not equal".
            let (c, t, f) = (dag.operand(n, 0), dag.operand(n, 1), dag.operand(n, 2));
            let cvt = dag.value_type(c);
            let one = dag.constant(1, cvt);
            let bit = dag.node1(Isd::And, cvt, &[c, one]);
            let zero = dag.constant(0, cvt);
            let flags = dag.node1(Opcode::target(X86ISD_CMP), Mvt::I32.into(), &[bit, zero]);
            let cc = dag.target_constant(X86Cond::Ne as u128, Mvt::I8.into());
            Ok(Some(vec![dag.node1(Opcode::target(X86ISD_CMOV), Mvt::F80.into(), &[f, t, cc, flags])]))
        }
        _ => Ok(None),
    }
}

/// The register of inline-asm constraint `constraint` (see
/// [`TargetLoweringBase::inline_asm_register`](kiln_codegen::target::lowering::TargetLoweringBase::inline_asm_register)).
pub fn inline_asm_register(constraint: &str, vt: Option<Evt>) -> Result<Option<PhysReg>, String> {
    if let Some(family) = crate::inline_asm::fixed_register_name(constraint) {
        return named_register(constraint, family, vt);
    }
    let name = constraint.strip_prefix('{').and_then(|c| c.strip_suffix('}')).unwrap_or(constraint).to_ascii_lowercase();
    let stack = |k: usize| -> Result<Option<PhysReg>, String> {
        if vt.is_some_and(|vt| !vt.is_float()) {
            return Err(format!("unsupported inline asm constraint '{constraint}' for a value of type {}", vt.map_or(String::new(), |v| v.to_string())));
        }
        Ok(Some(FP_REGS[k]))
    };
    match name.as_str() {
        "t" | "st" => stack(0),
        "u" => stack(1),
        "memory" if vt.is_none() => Ok(None),
        "cc" if vt.is_none() => Ok(Some(reg::EFLAGS)),
        _ => match name.strip_prefix("st(").and_then(|r| r.strip_suffix(')')).and_then(|k| k.parse::<usize>().ok()) {
            Some(k) if k < FP_REGS.len() => stack(k),
            _ => named_register(constraint, &name, vt),
        },
    }
}

/// The type an x87 register constraint (`t`, `u`, `{st}`, `{st(N)}`) holds `float` and
/// `double` values as: `x86_fp80`, the only type of the x87 registers.
pub fn inline_asm_register_type(constraint: &str, vt: Evt) -> Evt {
    let name = constraint.strip_prefix('{').and_then(|c| c.strip_suffix('}')).unwrap_or(constraint).to_ascii_lowercase();
    let x87 = matches!(name.as_str(), "t" | "u" | "st") || name.starts_with("st(");
    if x87 && matches!(vt.simple(), Some(Mvt::F32 | Mvt::F64)) {
        Mvt::F80.into()
    } else {
        vt
    }
}

/// A register named by its assembly name (`{eax}`, `~{xmm0}`, `~{flags}`); for a value, the
/// register of its size overlapping the named one (`{ax}` for an i32 is EAX, as in LLVM).
fn named_register(constraint: &str, name: &str, vt: Option<Evt>) -> Result<Option<PhysReg>, String> {
    let unsupported = || format!("unsupported inline asm constraint '{constraint}'");
    let named = REGISTER_INFO.find_by_asm_name(name).or_else(|| REGISTER_INFO.find(&name.to_ascii_uppercase())).ok_or_else(unsupported)?;
    let Some(vt) = vt else { return Ok(Some(named)) };
    let class = match vt.simple() {
        Some(Mvt::I8) => reg_class::GR8,
        Some(Mvt::I16) => reg_class::GR16,
        Some(Mvt::I32) => reg_class::GR32,
        Some(Mvt::I64) => reg_class::GR64,
        Some(Mvt::F32) => reg_class::FR32,
        Some(Mvt::F64) => reg_class::FR64,
        _ => return Err(format!("unsupported inline asm constraint '{constraint}' for a value of type {vt}")),
    };
    std::iter::once(named)
        .chain(REGISTER_INFO.aliases(named).iter().copied())
        .find(|&r| REGISTER_INFO.contains(class, r))
        .map(Some)
        .ok_or_else(|| format!("unsupported inline asm constraint '{constraint}' for a value of type {vt}"))
}

/// The pre-stackifier x87 registers: FP`k` stands for ST(`k`) around inline assembly.
const FP_REGS: [PhysReg; 7] = [reg::FP0, reg::FP1, reg::FP2, reg::FP3, reg::FP4, reg::FP5, reg::FP6];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_asm_constraints_name_registers() {
        assert_eq!(inline_asm_register("{st}", Some(Mvt::F80.into())), Ok(Some(reg::FP0)));
        assert_eq!(inline_asm_register("u", Some(Mvt::F80.into())), Ok(Some(reg::FP1)));
        assert_eq!(inline_asm_register("{st(2)}", None), Ok(Some(reg::FP2)));
        assert_eq!(inline_asm_register("{flags}", None), Ok(Some(reg::EFLAGS)));
        assert_eq!(inline_asm_register("{memory}", None), Ok(None));
        assert_eq!(inline_asm_register("{ax}", Some(Mvt::I32.into())), Ok(Some(reg::EAX)));
        assert_eq!(inline_asm_register("{ax}", None), Ok(Some(reg::AX)));
        assert!(inline_asm_register("r", Some(Mvt::I32.into())).is_err());
    }
}
