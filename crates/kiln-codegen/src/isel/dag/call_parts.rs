//! The SelectionDAG half of argument, call and return lowering that does not depend on the
//! target: a part value converted between its value type and the location type the calling
//! convention chose ([`to_location`], [`from_location`]), and scalar values split into
//! register-sized parts and joined again ([`split_scalar`], [`join_scalar`]), and a call's
//! results copied out of their return registers ([`copy_call_results`]). A target's call
//! lowering builds its call and return nodes around them.

use super::{Isd, Reg, SDValue, SelectionDAG};
use crate::target::calling_conv::{ArgFlags, CCLoc, CCValAssign, CCValue, LocInfo};
use crate::target::value_types::{Evt, Mvt};

/// How many consecutive parts starting at `next` belong to value `index`.
pub fn parts_of(parts: &[CCValue], next: usize, index: usize) -> usize {
    parts[next..].iter().take_while(|p| p.index == index as u32).count()
}

/// A call's results of types `ret_vts`, copied out of the registers `locs` assigns their
/// `parts` (each copy glued to the one before, the first to `glue`, the call's end) and each
/// joined by `join`; returns them and the chain after the copies. A part returned in memory is
/// an error that starts with `unsupported`.
#[allow(clippy::too_many_arguments)]
pub fn copy_call_results(
    dag: &mut SelectionDAG,
    mut chain: SDValue,
    mut glue: SDValue,
    parts: &[CCValue],
    locs: &[CCValAssign],
    ret_vts: &[Evt],
    unsupported: &str,
    join: impl Fn(&mut SelectionDAG, &[SDValue], Evt) -> Result<SDValue, String>,
) -> Result<(Vec<SDValue>, SDValue), String> {
    let mut part_values = Vec::with_capacity(parts.len());
    for loc in locs {
        let CCLoc::Reg(reg) = loc.loc else {
            return Err(format!("{unsupported}: a call result of type {} returned in memory", loc.val_vt.td_name()));
        };
        let copy = dag.copy_from_reg_glued(chain, Reg::phys(reg), loc.loc_vt.into(), glue);
        chain = SDValue::new(copy.node, 1);
        glue = SDValue::new(copy.node, 2);
        part_values.push(from_location(dag, copy, loc)?);
    }
    let mut results = Vec::with_capacity(ret_vts.len());
    let mut next = 0;
    for (i, &vt) in ret_vts.iter().enumerate() {
        let count = parts_of(parts, next, i);
        results.push(join(dag, &part_values[next..next + count], vt)?);
        next += count;
    }
    Ok((results, chain))
}

/// A part value converted to its location type (extended or bit-converted).
pub fn to_location(dag: &mut SelectionDAG, v: SDValue, loc: &CCValAssign) -> Result<SDValue, String> {
    let loc_vt: Evt = loc.loc_vt.into();
    let op = match loc.info {
        LocInfo::Full => return Ok(v),
        LocInfo::SExt => Isd::SignExtend,
        LocInfo::ZExt => Isd::ZeroExtend,
        LocInfo::AExt => Isd::AnyExtend,
        LocInfo::BCvt => Isd::Bitcast,
        LocInfo::Indirect => return Err(format!("unsupported argument of type {} passed indirectly", loc.val_vt.td_name())),
    };
    Ok(dag.node1(op, loc_vt, &[v]))
}

/// A value that arrived in its location type, as a value of its part type (an extension the
/// convention promised is asserted).
pub fn from_location(dag: &mut SelectionDAG, v: SDValue, loc: &CCValAssign) -> Result<SDValue, String> {
    let val_vt: Evt = loc.val_vt.into();
    match loc.info {
        LocInfo::Full => Ok(v),
        LocInfo::SExt | LocInfo::ZExt => {
            let assert = if loc.info == LocInfo::SExt { Isd::AssertSext } else { Isd::AssertZext };
            let ty = dag.value_type_node(val_vt);
            let asserted = dag.node1(assert, loc.loc_vt.into(), &[v, ty]);
            Ok(dag.node1(Isd::Truncate, val_vt, &[asserted]))
        }
        LocInfo::AExt => Ok(dag.node1(Isd::Truncate, val_vt, &[v])),
        LocInfo::BCvt => Ok(dag.node1(Isd::Bitcast, val_vt, &[v])),
        LocInfo::Indirect => Err(format!("unsupported argument of type {} passed indirectly", loc.val_vt.td_name())),
    }
}

/// Scalar `v` as `count` parts of `part_vt`, low part first: extended as `flags` ask when it
/// is narrower than one part (an i1 zero-extended), taken apart when it spans several.
pub fn split_scalar(dag: &mut SelectionDAG, v: SDValue, part_vt: Mvt, count: usize, flags: ArgFlags) -> Vec<SDValue> {
    let part: Evt = part_vt.into();
    let vt = dag.value_type(v);
    if count == 1 {
        if vt == part || vt.size_bits() == part.size_bits() {
            return vec![if vt == part { v } else { dag.node1(Isd::Bitcast, part, &[v]) }];
        }
        let op = if flags.has(ArgFlags::SEXT) {
            Isd::SignExtend
        } else if flags.has(ArgFlags::ZEXT) || vt == Evt::from(Mvt::I1) {
            Isd::ZeroExtend
        } else {
            Isd::AnyExtend
        };
        return vec![dag.node1(op, part, &[v])];
    }
    let wide = Evt::int(part_vt.size_bits() * count as u32);
    let v = if vt == wide {
        v
    } else if !vt.is_integer() && vt.size_bits() == wide.size_bits() {
        // A softened float (fp128) travels as its bits.
        dag.node1(Isd::Bitcast, wide, &[v])
    } else {
        dag.node1(Isd::AnyExtend, wide, &[v])
    };
    (0..count)
        .map(|i| {
            let index = dag.constant(i as u128, Mvt::I64.into());
            dag.node1(Isd::ExtractElement, part, &[v, index])
        })
        .collect()
}

/// Scalar value of type `vt` from its parts (low first), as received; the extension `flags`
/// promise of a narrower value is asserted. At most two parts.
pub fn join_scalar(dag: &mut SelectionDAG, parts: &[SDValue], vt: Evt, flags: ArgFlags) -> Result<SDValue, String> {
    let whole = match parts {
        [one] => *one,
        [lo, hi] => {
            let bits = dag.value_type(*lo).size_bits() * 2;
            dag.node1(Isd::BuildPair, Evt::int(bits as u32), &[*lo, *hi])
        }
        _ => return Err(format!("unsupported argument or return value of type {vt} (more than two registers)")),
    };
    let have = dag.value_type(whole);
    if have == vt {
        return Ok(whole);
    }
    if vt.is_integer() && vt.size_bits() < have.size_bits() {
        let assert = if flags.has(ArgFlags::SEXT) {
            Some(Isd::AssertSext)
        } else if flags.has(ArgFlags::ZEXT) {
            Some(Isd::AssertZext)
        } else {
            None
        };
        let whole = match assert {
            Some(op) => {
                let ty = dag.value_type_node(vt);
                dag.node1(op, have, &[whole, ty])
            }
            None => whole,
        };
        return Ok(dag.node1(Isd::Truncate, vt, &[whole]));
    }
    Ok(dag.node1(Isd::Bitcast, vt, &[whole]))
}

/// `base + offset` (`base` itself for 0).
pub fn offset_address(dag: &mut SelectionDAG, base: SDValue, offset: u64) -> SDValue {
    if offset == 0 {
        return base;
    }
    let vt = dag.value_type(base);
    let off = dag.constant(offset as u128, vt);
    dag.node1(Isd::Add, vt, &[base, off])
}
