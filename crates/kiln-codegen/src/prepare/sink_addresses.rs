//! Address sinking above -O0 (the part of LLVM's CodeGenPrepare that sinks address
//! computations next to the memory instructions that use them): a load or store whose
//! address is a `getelementptr` with constant indices (through pointer bitcasts) computed in
//! another block gets a copy of that computation in its own block. The SelectionDAG builder
//! selects block by block, so only then does the address fold into the memory operand
//! (`movl 112(%rdi), %eax`); otherwise each such address is a register of its own, live from
//! its block to every use, and functions that reach many fields of one structure spill them.
//! The original computation stays for its other uses (and is dropped when it has none).
//!
//! A copy makes its base live in the memory instruction's block, so it is made only when that
//! costs no register, as LLVM's `isProfitableToFoldIntoAddressingMode` judges: the address
//! has no other use (the base's range replaces the address's), or every use of it is a load's
//! or store's address (each gets a copy and the address dies), or the base is live there
//! anyway (a constant, a static alloca, a value the block reads). Otherwise a loop's pointer
//! stepped by `p + 3` and read after the loop through `*(p + 3)` would keep the old `p` live
//! out of the loop beside the new one.

use kiln_ir::{BlockId, Function, InstId, Module, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// How many address computations deep a chain is copied (`gep (gep (bitcast p))`).
const MAX_DEPTH: u32 = 4;

/// Sinks the addresses of every defined function of `module`.
pub fn run(module: &mut Module) {
    for func in module.functions.iter_mut().filter(|f| !f.is_declaration()) {
        sink_function(func);
    }
}

fn sink_function(func: &mut Function) {
    let block_of = func.block_of_insts();
    let uses = Uses::compute(func);
    let mut copies: FxHashMap<(BlockId, InstId), InstId> = FxHashMap::default();
    for k in 0..func.layout.len() {
        let b = func.layout[k];
        let mut pos = 0;
        while pos < func.blocks[b.index()].insts.len() {
            let id = func.blocks[b.index()].insts[pos];
            let address = match func.insts[id.index()].opcode {
                Opcode::Load => 0,
                Opcode::Store => 1,
                _ => {
                    pos += 1;
                    continue;
                }
            };
            let old = func.insts[id.index()].operands[address];
            let mut inserted = Vec::new();
            let new = sunk(func, &block_of, &uses, &mut copies, b, old, MAX_DEPTH, &mut inserted);
            if new != old {
                func.insts[id.index()].operands[address] = new;
                let n = inserted.len();
                func.blocks[b.index()].insts.splice(pos..pos, inserted);
                pos += n;
            }
            pos += 1;
        }
    }
}

/// What the profitability test reads of the function as it was before sinking.
struct Uses {
    /// Per instruction, how many operands read it, and whether each is a load's or store's address.
    count: Vec<u32>,
    only_addresses: Vec<bool>,
    /// The (block, value) pairs where an instruction of the block reads the value.
    read_in: FxHashSet<(BlockId, Value)>,
    entry: Option<BlockId>,
}

impl Uses {
    fn compute(func: &Function) -> Uses {
        let n = func.insts.len();
        let (mut count, mut only_addresses, mut read_in) = (vec![0; n], vec![true; n], FxHashSet::default());
        for &b in &func.layout {
            for &i in &func.blocks[b.index()].insts {
                let inst = &func.insts[i.index()];
                for (k, &op) in inst.operands.iter().enumerate() {
                    if matches!(op, Value::Inst(_) | Value::Arg(_)) {
                        read_in.insert((b, op));
                    }
                    if let Value::Inst(d) = op {
                        count[d.index()] += 1;
                        let address = matches!((inst.opcode, k), (Opcode::Load, 0) | (Opcode::Store, 1));
                        only_addresses[d.index()] &= address;
                    }
                }
            }
        }
        Uses { count, only_addresses, read_in, entry: func.layout.first().copied() }
    }

    /// Whether copying address `id` into block `b`, where it reads `base`, costs no register
    /// (see the module doc).
    fn worth_copying(&self, func: &Function, block_of: &[BlockId], id: InstId, base: Value, b: BlockId) -> bool {
        let live_anyway = match base {
            Value::Inst(d) => {
                self.read_in.contains(&(b, base))
                    || (func.insts[d.index()].opcode == Opcode::Alloca && Some(block_of[d.index()]) == self.entry)
            }
            Value::Arg(_) => self.read_in.contains(&(b, base)),
            _ => true,
        };
        live_anyway || self.count[id.index()] <= 1 || self.only_addresses[id.index()]
    }
}

/// `value` as block `b` computes it: a copy in `b` (made now, its id appended to `inserted`
/// in order, or made earlier) when it is an address computation of another block that is worth
/// sinking; else `value` itself.
#[allow(clippy::too_many_arguments)]
fn sunk(func: &mut Function, block_of: &[BlockId], uses: &Uses, copies: &mut FxHashMap<(BlockId, InstId), InstId>, b: BlockId, value: Value, depth: u32, inserted: &mut Vec<InstId>) -> Value {
    let Value::Inst(id) = value else { return value };
    if depth == 0 || block_of.get(id.index()).is_none_or(|&home| home == b) {
        return value;
    }
    if let Some(&copy) = copies.get(&(b, id)) {
        return Value::Inst(copy);
    }
    let inst = &func.insts[id.index()];
    let worth = match inst.opcode {
        Opcode::GetElementPtr => inst.operands[1..].iter().all(|o| matches!(o, Value::Const(_))),
        Opcode::BitCast => true,
        _ => false,
    };
    if !worth {
        return value;
    }
    let base = inst.operands[0];
    let new_base = sunk(func, block_of, uses, copies, b, base, depth - 1, inserted);
    // A bitcast is free: copy it only to reach a copied address below it.
    if func.insts[id.index()].opcode == Opcode::BitCast && new_base == base {
        return value;
    }
    if new_base == base && !uses.worth_copying(func, block_of, id, base, b) {
        return value;
    }
    let mut copy = func.insts[id.index()].clone();
    copy.name = None;
    copy.operands[0] = new_base;
    let copy_id = InstId(func.insts.len() as u32);
    func.insts.push(copy);
    inserted.push(copy_id);
    copies.insert((b, id), copy_id);
    Value::Inst(copy_id)
}

#[cfg(test)]
mod tests {
    #[test]
    fn constant_addresses_of_other_blocks_are_copied_next_to_their_loads_and_stores() {
        let text = "define i32 @f(ptr %s, i1 %c) {\nentry:\n  %a = getelementptr inbounds i32, ptr %s, i64 3\n  %n = zext i1 %c to i64\n  %v = getelementptr inbounds i32, ptr %s, i64 %n\n  br i1 %c, label %t, label %e\nt:\n  %x = load i32, ptr %a\n  store i32 %x, ptr %a\n  %y = load i32, ptr %v\n  ret i32 %y\ne:\n  %z = load i32, ptr %a\n  ret i32 %z\n}\n";
        let mut module = kiln_ir::parse("f.ll", text).unwrap();
        super::run(&mut module);
        kiln_ir::verify_module(&module).unwrap();
        let printed = kiln_ir::print(&module);
        // One copy per block, shared by the load and the store; the variable index stays.
        assert_eq!(printed.matches("getelementptr inbounds i32, ptr %s, i64 3").count(), 3, "{printed}");
        assert!(printed.contains("t:\n  %0 = getelementptr inbounds i32, ptr %s, i64 3\n  %x = load i32, ptr %0\n  store i32 %x, ptr %0\n  %y = load i32, ptr %v\n"), "{printed}");
        assert!(printed.contains("e:\n  %1 = getelementptr inbounds i32, ptr %s, i64 3\n  %z = load i32, ptr %1\n"), "{printed}");
    }
}
