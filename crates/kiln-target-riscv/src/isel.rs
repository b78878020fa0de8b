//! The hand-written half of RISC-V instruction selection, as the SelectionDAG notes describe
//! RISC-V's `Select`: a constant 0 is a copy from X0; other constants are built by
//! [`materialize`] as LUI/ADDI(W)/SLLI/SRLI sequences (longer ones, and floating-point
//! constants other than +0.0, come from the constant pool); frame indices become `addi` of the
//! frame index; global, block and jump-table addresses `lui %hi` + `addi %lo` (static code); sign extensions in
//! registers from other than 32 bits two shifts. Everything else goes through the generated
//! matcher table (`td/RISCVPatterns.td`), with [`select_base_addr`], the `BaseAddr`
//! ComplexPattern, and the immediate transform [`negated_immediate`].

use crate::generated::{opcode, reg};
use crate::subtarget::RiscvSubtarget;
use kiln_codegen::isel::dag::{Isd, NodeData, NodeId, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};

/// Target flags of a symbol operand: `%hi(sym)` of a `lui`.
pub const MO_HI: u8 = 1;
/// `%lo(sym)` of an `addi`, a load or a store.
pub const MO_LO: u8 = 2;
/// A call through the PLT (`call sym@plt`).
pub const MO_PLT: u8 = 3;

/// The MIR name of a target flag (`target-flags(riscv-hi)`), "" for none.
pub fn target_flag_name(flags: u8) -> &'static str {
    match flags {
        MO_HI => "riscv-hi",
        MO_LO => "riscv-lo",
        MO_PLT => "riscv-plt",
        _ => "",
    }
}

/// One instruction of a constant's materialization.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatOp {
    Lui,
    Addi,
    Addiw,
    Slli,
    Srli,
}

/// `MatOp` with its immediate; each one reads the previous one's result (the first reads X0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatInst {
    pub op: MatOp,
    pub imm: i64,
}

fn sign_extend(value: i64, bits: u32) -> i64 {
    (value << (64 - bits)) >> (64 - bits)
}

fn fits_signed(value: i64, bits: u32) -> bool {
    sign_extend(value, bits) == value
}

/// The sequence for `value` built from its top: a 32-bit value is `lui` + `addiw`; a wider one
/// is the sequence of its upper bits shifted left by `slli`, plus `addi` of the low 12 bits.
fn sequence_from_top(value: i64, out: &mut Vec<MatInst>) {
    if fits_signed(value, 32) {
        let hi20 = (value.wrapping_add(0x800) >> 12) & 0xf_ffff;
        let lo12 = sign_extend(value, 12);
        if hi20 != 0 {
            out.push(MatInst { op: MatOp::Lui, imm: hi20 });
        }
        if lo12 != 0 || hi20 == 0 {
            out.push(MatInst { op: if hi20 != 0 { MatOp::Addiw } else { MatOp::Addi }, imm: lo12 });
        }
        return;
    }
    let lo12 = sign_extend(value, 12);
    let upper = (value as u64).wrapping_add(0x800) >> 12;
    let mut shift = 12 + upper.trailing_zeros();
    let mut hi52 = sign_extend((upper >> (shift - 12)) as i64, 64 - shift);
    // When the upper part does not fit 12 bits but its value shifted by 12 fits a `lui`,
    // shifting 12 bits less lets `lui` supply the zeros.
    if shift > 12 && !fits_signed(hi52, 12) && fits_signed(hi52 << 12, 32) {
        shift -= 12;
        hi52 <<= 12;
    }
    sequence_from_top(hi52, out);
    out.push(MatInst { op: MatOp::Slli, imm: shift as i64 });
    if lo12 != 0 {
        out.push(MatInst { op: MatOp::Addi, imm: lo12 });
    }
}

/// The shortest of the sequences kiln knows for `value`: built from the top, or, for a
/// positive value that takes more than two instructions, the value shifted up to bit 63 (its
/// low bits filled with ones, or with zeros) and shifted back down by `srli`.
pub fn materialize(value: i64) -> Vec<MatInst> {
    let mut best = Vec::with_capacity(8);
    sequence_from_top(value, &mut best);
    if value > 0 && best.len() > 2 {
        let zeros = value.leading_zeros();
        let low_ones = (1u64 << zeros) - 1;
        let shifted = ((value as u64) << zeros) | low_ones;
        for candidate in [shifted, shifted & !low_ones] {
            let mut seq = Vec::with_capacity(8);
            sequence_from_top(candidate as i64, &mut seq);
            seq.push(MatInst { op: MatOp::Srli, imm: zeros as i64 });
            if seq.len() < best.len() {
                best = seq;
            }
        }
    }
    best
}

fn i64vt() -> Evt {
    Mvt::I64.into()
}

fn machine_node(dag: &mut SelectionDAG, op: u32, ops: &[SDValue]) -> SDValue {
    let vts = dag.vt_list(&[i64vt()]);
    SDValue::new(dag.get_node(Opcode::machine(op), vts, ops, NodeData::None), 0)
}

/// The longest sequence built in registers; a constant that needs more is loaded from the
/// constant pool (`lui` + `ld`), as llc 14 does.
pub const MAX_SEQUENCE: usize = 5;

/// The machine nodes of constant `value` (a copy from X0 for 0).
fn select_constant(dag: &mut SelectionDAG, value: i64) -> SDValue {
    let zero = dag.register(Reg::phys(reg::X0), i64vt());
    if value == 0 {
        let entry = dag.entry();
        return dag.copy_from_reg(entry, Reg::phys(reg::X0), i64vt());
    }
    let seq = materialize(value);
    if seq.len() > MAX_SEQUENCE {
        // The entry's address is absolute: its symbol is `%hi` on the `lui`, `%lo` on the
        // `ld` (mc_lower).
        let pool = dag.constant_pool(format!("i64 {value}"), 8, i64vt());
        let NodeData::ConstantPool(index) = dag.node(pool.node).data else { unreachable!("constant_pool makes a ConstantPool node") };
        let vts = dag.vt_list(&[i64vt()]);
        let entry = SDValue::new(dag.get_node(Isd::TargetConstantPool.into(), vts, &[], NodeData::ConstantPool(index)), 0);
        let upper = machine_node(dag, opcode::LUI, &[entry]);
        return machine_node(dag, opcode::LD, &[upper, entry]);
    }
    let mut src = zero;
    for inst in seq {
        let imm = dag.target_constant(inst.imm as u128, i64vt());
        src = match inst.op {
            MatOp::Lui => machine_node(dag, opcode::LUI, &[imm]),
            MatOp::Addi => machine_node(dag, opcode::ADDI, &[src, imm]),
            MatOp::Addiw => machine_node(dag, opcode::ADDIW, &[src, imm]),
            MatOp::Slli => machine_node(dag, opcode::SLLI, &[src, imm]),
            MatOp::Srli => machine_node(dag, opcode::SRLI, &[src, imm]),
        };
    }
    src
}

/// The target symbol node of a global address or external symbol with `flags`.
fn target_symbol(dag: &mut SelectionDAG, n: NodeId, flags: u8) -> Option<SDValue> {
    let (op, data) = match dag.node(n).data {
        NodeData::Global { global, offset, .. } => (Isd::TargetGlobalAddress, NodeData::Global { global, offset, target_flags: flags }),
        NodeData::Symbol { index, .. } => (Isd::TargetExternalSymbol, NodeData::Symbol { index, target_flags: flags }),
        NodeData::BlockAddress { func, block, offset, .. } => (Isd::TargetBlockAddress, NodeData::BlockAddress { func, block, offset, target_flags: flags }),
        // A jump table's operand has no flags: `%hi` on `lui`, `%lo` after it (mc_lower).
        NodeData::JumpTable(index) => (Isd::TargetJumpTable, NodeData::JumpTable(index)),
        _ => return None,
    };
    let vts = dag.vt_list(&[i64vt()]);
    Some(SDValue::new(dag.get_node(op.into(), vts, &[], data), 0))
}

/// A floating-point constant +0.0 (`fmv.w.x`/`fmv.d.x` of zero).
pub fn is_fp_zero(dag: &SelectionDAG, n: NodeId) -> bool {
    matches!(dag.node(n).data, NodeData::ConstantFp(0))
}

/// A floating-point constant other than +0.0, loaded from the constant pool (`lui` + `flw`/`fld`).
fn select_fp_constant(dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
    let NodeData::ConstantFp(bits) = dag.node(n).data else { return None };
    let vt = dag.node_vts(n)[0];
    let (text, load, align) = match vt.simple()? {
        Mvt::F32 => (format!("float 0x{:016X}", f64::from(f32::from_bits(bits as u32)).to_bits()), opcode::FLW, 4),
        Mvt::F64 => (format!("double 0x{:016X}", bits as u64), opcode::FLD, 8),
        _ => return None,
    };
    let pool = dag.constant_pool(text, align, i64vt());
    let NodeData::ConstantPool(index) = dag.node(pool.node).data else { return None };
    let vts = dag.vt_list(&[i64vt()]);
    let entry = SDValue::new(dag.get_node(Isd::TargetConstantPool.into(), vts, &[], NodeData::ConstantPool(index)), 0);
    let upper = machine_node(dag, opcode::LUI, &[entry]);
    let vts = dag.vt_list(&[vt]);
    Some(SDValue::new(dag.get_node(Opcode::machine(load), vts, &[upper, entry], NodeData::None), 0))
}

/// Selects the nodes no pattern expresses; `Ok(false)` leaves a node to the matcher table.
pub fn select_manually(dag: &mut SelectionDAG, n: NodeId, _st: &RiscvSubtarget) -> Result<bool, String> {
    let Some(isd) = dag.opcode(n).isd() else { return Ok(false) };
    let vt = dag.node_vts(n).first().copied();
    let selected = match isd {
        Isd::Constant if vt == Some(i64vt()) => {
            let value = dag.constant_value(SDValue::new(n, 0)).unwrap_or(0) as i64;
            select_constant(dag, value)
        }
        Isd::ConstantFp if !is_fp_zero(dag, n) => match select_fp_constant(dag, n) {
            Some(v) => v,
            None => return Ok(false),
        },
        Isd::FrameIndex => {
            let NodeData::FrameIndex(fi) = dag.node(n).data else { return Ok(false) };
            let vts = dag.vt_list(&[i64vt()]);
            let target = SDValue::new(dag.get_node(Isd::TargetFrameIndex.into(), vts, &[], NodeData::FrameIndex(fi)), 0);
            let zero = dag.target_constant(0, i64vt());
            machine_node(dag, opcode::ADDI, &[target, zero])
        }
        Isd::GlobalAddress | Isd::ExternalSymbol | Isd::BlockAddress | Isd::JumpTable => {
            let (Some(hi), Some(lo)) = (target_symbol(dag, n, MO_HI), target_symbol(dag, n, MO_LO)) else { return Ok(false) };
            let upper = machine_node(dag, opcode::LUI, &[hi]);
            machine_node(dag, opcode::ADDI, &[upper, lo])
        }
        Isd::SignExtendInreg => {
            let NodeData::ValueType(inner) = dag.node(dag.operand(n, 1).node).data else { return Ok(false) };
            let bits = inner.size_bits();
            if bits == 32 || bits == 0 || bits >= 64 {
                return Ok(false);
            }
            let amount = dag.target_constant((64 - bits) as u128, i64vt());
            let x = dag.operand(n, 0);
            let up = machine_node(dag, opcode::SLLI, &[x, amount]);
            machine_node(dag, opcode::SRAI, &[up, amount])
        }
        Isd::AtomicFence => {
            let fence = crate::atomic::select_fence(dag, n)?;
            dag.replace_all_uses_with(n, &[fence]);
            return Ok(true);
        }
        _ if isd.is_atomic_read_modify_write() => {
            let (old, chain) = crate::atomic::select_read_modify_write(dag, n, isd)?;
            dag.replace_all_uses_with(n, &[old, chain]);
            return Ok(true);
        }
        _ => return Ok(false),
    };
    dag.replace_all_uses_with(n, &[selected]);
    Ok(true)
}

/// The `BaseAddr` ComplexPattern: a frame index as a TargetFrameIndex, anything else as the
/// register holding it.
pub fn select_base_addr(dag: &mut SelectionDAG, _root: NodeId, v: SDValue, out: &mut Vec<SDValue>) -> bool {
    if let NodeData::FrameIndex(fi) = dag.node(v.node).data {
        if dag.opcode(v.node).is(Isd::FrameIndex) {
            let vts = dag.vt_list(&[i64vt()]);
            out.push(SDValue::new(dag.get_node(Isd::TargetFrameIndex.into(), vts, &[], NodeData::FrameIndex(fi)), 0));
            return true;
        }
    }
    out.push(v);
    true
}

/// The negation of immediate `n` (`sub x, c` selected as `addi x, -c`).
pub fn negated_immediate(dag: &mut SelectionDAG, n: NodeId) -> SDValue {
    let value = dag.constant_value(SDValue::new(n, 0)).unwrap_or(0) as i64;
    dag.target_constant(value.wrapping_neg() as u128, i64vt())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Executes a sequence as the processor would.
    fn run(seq: &[MatInst]) -> i64 {
        seq.iter().fold(0i64, |x, i| match i.op {
            MatOp::Lui => sign_extend(i.imm << 12, 32),
            MatOp::Addi => x.wrapping_add(i.imm),
            MatOp::Addiw => sign_extend(x.wrapping_add(i.imm), 32),
            MatOp::Slli => x << i.imm,
            MatOp::Srli => ((x as u64) >> i.imm) as i64,
        })
    }

    #[test]
    fn sequences_compute_their_constants() {
        let mut values = vec![0, 1, -1, 2047, 2048, -2048, -2049, 0x7fff_ffff, -0x8000_0000, 0x8000_0000, 0xffff_ffff, i64::MAX, i64::MIN];
        for k in 0..64 {
            let p = 1i64 << k;
            values.extend([p, p.wrapping_sub(1), p.wrapping_add(1), p.wrapping_neg(), !p]);
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            values.push(x as i64);
        }
        for v in values {
            let seq = materialize(v);
            assert_eq!(run(&seq), v, "{v:#x}: {seq:?}");
            assert!(seq.len() <= 8, "{v:#x}: {seq:?}");
        }
        assert_eq!(materialize(0), [MatInst { op: MatOp::Addi, imm: 0 }]);
        assert_eq!(materialize(0xffff_ffff), [MatInst { op: MatOp::Addi, imm: -1 }, MatInst { op: MatOp::Srli, imm: 32 }]);
    }
}
