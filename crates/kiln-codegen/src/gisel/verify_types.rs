//! The machine verifier's checks of generic instructions: every operand the description gives
//! a type index (`type0`, `type1`, ...) is a virtual register with a low-level type, operands of
//! one index agree, and each opcode's own constraints hold (extensions widen, truncations
//! narrow, merges and unmerges split sizes evenly, loads and stores carry one memory operand,
//! ...). Pointer widths are the target's, so size comparisons involving pointers are left out.

use kiln_mc::desc::InstrDesc;

use super::llt::Llt;
use crate::mir::{InstId, MachineFunction, MachineOperand};
use crate::target::target_opcode as op;

/// The bits of a type without pointers, which need the target's pointer width.
fn bits(ty: Llt) -> Option<u64> {
    ty.element().address_space().is_none().then(|| ty.size_bits(0))
}

/// The problems of generic instruction `i`, one message each.
pub fn generic_instruction_errors(mf: &MachineFunction, desc: &InstrDesc, i: InstId) -> Vec<String> {
    let m = mf.inst(i);
    let mut errors = Vec::new();
    let mut index_types: [Option<Llt>; 6] = [None; 6];
    let explicit: Vec<&MachineOperand> = m.operands.iter().filter(|o| !o.is_implicit()).collect();
    for (k, info) in desc.operands.iter().enumerate() {
        let Some(index) = info.generic_type else { continue };
        let Some(operand) = explicit.get(k) else {
            errors.push(format!("operand {k} (type{index}) is missing"));
            continue;
        };
        let Some(reg) = operand.get_reg() else {
            errors.push(format!("operand {k} (type{index}) must be a register, not {}", operand.kind_name()));
            continue;
        };
        if !reg.is_virtual() {
            errors.push(format!("operand {k} of a generic instruction cannot be a physical register"));
            continue;
        }
        let Some(ty) = mf.regs.ty(reg) else {
            errors.push(format!("operand {k} (type{index}) is a virtual register without a type"));
            continue;
        };
        match index_types[index as usize] {
            Some(first) if first != ty => errors.push(format!("type{index} is both {first} and {ty}")),
            _ => index_types[index as usize] = Some(ty),
        }
    }
    if !errors.is_empty() {
        return errors;
    }
    let ty = |k: usize| explicit.get(k).and_then(|o| o.get_reg()).and_then(|r| mf.regs.ty(r));
    let (t0, t1) = (index_types[0], index_types[1]);
    let mut check = |ok: bool, msg: &str| {
        if !ok {
            errors.push(msg.to_string());
        }
    };
    match m.opcode {
        op::G_ANYEXT | op::G_SEXT | op::G_ZEXT | op::G_TRUNC | op::G_FPEXT | op::G_FPTRUNC => {
            let (dst, src) = (t0.unwrap_or(Llt::scalar(1)), t1.unwrap_or(Llt::scalar(1)));
            check(dst.is_pointer() == src.is_pointer() && !dst.is_pointer(), "extensions and truncations take no pointers");
            check(dst.lanes() == src.lanes(), "the source and result must have the same number of elements");
            let widens = matches!(m.opcode, op::G_ANYEXT | op::G_SEXT | op::G_ZEXT | op::G_FPEXT);
            let (d, s) = (dst.element().scalar_bits(), src.element().scalar_bits());
            check(if widens { d > s } else { d < s }, if widens { "the result must be wider than the source" } else { "the result must be narrower than the source" });
        }
        op::G_SEXT_INREG => {
            let width = explicit.get(2).and_then(|o| o.imm());
            let size = t0.map_or(0, |t| t.element().scalar_bits()) as i64;
            check(width.is_some_and(|w| w >= 1 && w < size), "the bit count must be an immediate between 1 and the type's width");
        }
        op::G_MERGE_VALUES | op::G_BUILD_VECTOR | op::G_BUILD_VECTOR_TRUNC | op::G_CONCAT_VECTORS => {
            let sources: Vec<Option<Llt>> = (1..explicit.len()).map(ty).collect();
            check(sources.len() >= 2, "needs at least two sources");
            check(sources.iter().all(|&s| s.is_some() && s == t1), "every source must have the first source's type");
            let (dst, src) = (t0.unwrap_or(Llt::scalar(1)), t1.unwrap_or(Llt::scalar(1)));
            match m.opcode {
                op::G_MERGE_VALUES => {
                    check(!dst.is_vector() && !src.is_vector(), "merges scalars (G_BUILD_VECTOR and G_CONCAT_VECTORS build vectors)");
                    check(bits(dst).is_none_or(|d| bits(src).is_none_or(|s| d == s * sources.len() as u64)), "the result must be the sources' total size");
                }
                op::G_BUILD_VECTOR => check(dst.is_vector() && dst.element() == src && dst.lanes() as usize == sources.len(), "builds a vector of the sources' type, one element each"),
                op::G_BUILD_VECTOR_TRUNC => check(dst.is_vector() && src.is_scalar() && dst.lanes() as usize == sources.len(), "builds a vector of truncated scalars, one element each"),
                _ => check(dst.is_vector() && src.is_vector() && dst.element() == src.element() && dst.lanes() as usize == src.lanes() as usize * sources.len(), "concatenates vectors of one type"),
            }
        }
        op::G_UNMERGE_VALUES => {
            let num_defs = explicit.iter().take_while(|o| o.is_def()).count();
            let defs: Vec<Option<Llt>> = (0..num_defs).map(ty).collect();
            let source = if explicit.len() == num_defs + 1 { ty(num_defs) } else { None };
            check(num_defs >= 2 && source.is_some(), "splits one source into at least two results");
            check(defs.iter().all(|&d| d.is_some() && d == t0), "every result must have the same type");
            if let (Some(src), Some(dst)) = (source, t0) {
                check(bits(src).is_none_or(|s| bits(dst).is_none_or(|d| s == d * num_defs as u64)), "the source must be the results' total size");
            }
        }
        op::G_EXTRACT | op::G_INSERT => {
            let (whole, part, offset) = if m.opcode == op::G_EXTRACT { (t1, t0, explicit.get(2)) } else { (t0, t1, explicit.get(3)) };
            let fits = match (whole.and_then(bits), part.and_then(bits), offset.and_then(|o| o.imm())) {
                (Some(w), Some(p), Some(off)) => off >= 0 && off as u64 + p <= w,
                (_, _, off) => off.is_some(),
            };
            check(fits, "the part must lie inside the whole value at an immediate offset");
        }
        op::G_PTR_ADD => {
            check(t0.is_some_and(|t| t.element().address_space().is_some()), "the base must be a pointer");
            check(t1.is_some_and(|t| t.element().address_space().is_none()), "the offset must be an integer");
        }
        op::G_PTRTOINT | op::G_INTTOPTR => {
            let (ptr, int) = if m.opcode == op::G_PTRTOINT { (t1, t0) } else { (t0, t1) };
            check(ptr.is_some_and(|t| t.element().address_space().is_some()) && int.is_some_and(|t| t.element().address_space().is_none()), "converts between a pointer and an integer");
        }
        op::G_BITCAST => {
            check(t0 != t1, "a bitcast must change the type");
            if let (Some(d), Some(s)) = (t0.and_then(bits), t1.and_then(bits)) {
                check(d == s, "a bitcast keeps the size");
            }
        }
        op::G_LOAD | op::G_SEXTLOAD | op::G_ZEXTLOAD | op::G_STORE => {
            check(m.mem_operands.len() == 1, "a generic load or store has exactly one memory operand");
            check(t1.is_some_and(|t| t.is_pointer()), "the address must be a pointer");
            let mem = m.mem_operands.first().and_then(|mem| mem.size).and_then(bits);
            if let (Some(mem), Some(value)) = (mem, t0.and_then(bits)) {
                match m.opcode {
                    op::G_SEXTLOAD | op::G_ZEXTLOAD => check(mem < value, "an extending load reads fewer bits than its result"),
                    op::G_LOAD => check(mem <= value, "a load reads at most its result's bits"),
                    _ => check(mem <= value, "a store writes at most its value's bits"),
                }
            }
        }
        op::G_ICMP | op::G_FCMP => {
            let float = m.opcode == op::G_FCMP;
            check(matches!(explicit.get(1), Some(MachineOperand::Predicate { float: f, .. }) if *f == float), "operand 1 must be an intpred(...) (G_ICMP) or floatpred(...) (G_FCMP)");
            check(t0.is_some_and(|d| t1.is_some_and(|s| d.lanes() == s.lanes())), "the result has one element per compared element");
        }
        op::G_SELECT => {
            check(t1.is_some_and(|c| !c.is_vector() || t0.is_some_and(|d| d.lanes() == c.lanes())), "a vector condition has one element per value element");
        }
        op::G_CONSTANT => check(matches!(explicit.get(1), Some(MachineOperand::CImm { .. })), "the value must be a typed immediate ('i32 5')"),
        op::G_FCONSTANT => check(matches!(explicit.get(1), Some(MachineOperand::FPImm { .. })), "the value must be a floating-point immediate ('double 1.0')"),
        op::G_PHI => {
            let incoming = explicit.iter().skip(1).step_by(2).filter_map(|o| o.get_reg()).map(|r| mf.regs.ty(r));
            let all_same = incoming.into_iter().all(|t| t == t0);
            check(all_same, "every incoming value must have the PHI's type");
        }
        op::G_BRCOND => check(t0.is_some_and(|t| t.is_scalar()), "the condition must be a scalar"),
        _ => {}
    }
    errors
}
