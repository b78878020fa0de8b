//! The `switch` the IR preparation leaves for the DAG: one whose default block is unreachable
//! (`prepare/lower_switch.rs` turns every other switch into compares and bit tests, and each
//! jump-table cluster into this form after its range check). It becomes `BR_JT` on
//! `value - lowest case`, with a jump table in [`FunctionLoweringInfo::jump_tables`] whose
//! holes go to the (unreachable) default; no range check is needed.
//!
//! [`FunctionLoweringInfo::jump_tables`]: crate::isel::dag::FunctionLoweringInfo::jump_tables

use super::{Builder, Evt, Isd, SDValue};
use kiln_ir::{BlockId, Inst, Opcode, Value};

/// The most entries a jump table may have.
const MAX_TABLE_ENTRIES: u128 = 1 << 20;

impl Builder<'_> {
    pub(super) fn switch_through_jump_table(&mut self, chain: SDValue, inst: &Inst) -> Result<SDValue, String> {
        let Value::Block(default) = inst.operands[1] else {
            return Err("malformed switch: the default is not a block".to_string());
        };
        let cases = crate::prepare::lower_switch::switch_cases(self.module, &inst.operands)?;
        let (Some(lo), Some(hi)) = (cases.iter().map(|c| c.0).min(), cases.iter().map(|c| c.0).max()) else {
            return Ok(self.branch(chain, default, self.next_block()));
        };
        let default_insts = &self.func.blocks[default.index()].insts;
        let unreachable_default = default_insts.len() == 1 && self.func.insts[default_insts[0].index()].opcode == Opcode::Unreachable;
        if !unreachable_default {
            return Err("unsupported: a switch with a reachable default (the IR preparation lowers those)".to_string());
        }
        let entries = (hi.wrapping_sub(lo) as u128).saturating_add(1);
        if entries > MAX_TABLE_ENTRIES {
            return Err(format!("unsupported: a jump table of {entries} entries"));
        }
        let mut table: Vec<BlockId> = vec![default; entries as usize];
        for &(v, dest) in &cases {
            table[v.wrapping_sub(lo) as usize] = dest;
        }
        let index = self.flinfo.jump_tables.len() as u32;
        self.flinfo.jump_tables.push(table);
        let value = self.value(inst.operands[0])?;
        let vt = self.dag.value_type(value);
        let offset = if lo == 0 {
            value
        } else {
            let c = self.dag.constant(lo as u128, vt);
            self.dag.node1(Isd::Sub, vt, &[value, c])
        };
        let ptr_vt = self.ptr_vt(0);
        let offset = self.dag.zext_or_trunc(offset, ptr_vt);
        let table = self.dag.jump_table(index, ptr_vt);
        Ok(self.dag.node1(Isd::BrJt, Evt::OTHER, &[chain, table, offset]))
    }
}
