//! [`BlockValues`]: the DAG value of each IR instruction and argument of the block a
//! [`SelectionDAG`](super::SelectionDAG) was built from.

use super::node::SDValue;
use kiln_ir::InstId;

/// The DAG value of each instruction and argument in the block being built. Entries carry the
/// number of the block they belong to (counted across functions), so starting a block is O(1)
/// instead of clearing.
#[derive(Debug, Default)]
pub struct BlockValues {
    insts: Vec<(u32, SDValue)>,
    args: Vec<(u32, SDValue)>,
    /// The current block's number (0 = no block yet: every entry is stale).
    stamp: u32,
}

impl BlockValues {
    /// Forgets the previous block's values (of this function or an earlier one) and makes
    /// room for a function of `num_insts` instructions and `num_args` arguments.
    pub fn start_block(&mut self, num_insts: usize, num_args: usize) {
        self.stamp += 1;
        if self.insts.len() < num_insts {
            self.insts.resize(num_insts, (0, SDValue::default()));
        }
        if self.args.len() < num_args {
            self.args.resize(num_args, (0, SDValue::default()));
        }
    }

    pub fn inst(&self, i: InstId) -> Option<SDValue> {
        let (stamp, v) = self.insts[i.index()];
        (stamp == self.stamp).then_some(v)
    }

    pub fn set_inst(&mut self, i: InstId, v: SDValue) {
        self.insts[i.index()] = (self.stamp, v);
    }

    pub fn arg(&self, a: u32) -> Option<SDValue> {
        let (stamp, v) = self.args[a as usize];
        (stamp == self.stamp).then_some(v)
    }

    pub fn set_arg(&mut self, a: u32, v: SDValue) {
        self.args[a as usize] = (self.stamp, v);
    }
}
