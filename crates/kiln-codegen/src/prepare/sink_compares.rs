//! Compare sinking above -O0 (CodeGenPrepare's `sinkCmpExpression`): a scalar `icmp` or
//! `fcmp` used in other blocks gets a copy at the top of each such block, and those uses read
//! the copy. The SelectionDAG builder selects block by block, so only a compare in the block
//! of its branch or `select` becomes the flags that `jcc`/`cmov` read; one computed elsewhere
//! crosses the blocks as a byte register (`seta %al` ... `testb $1, %al`), often spilled. A
//! target with one flags register, as x86, gains; the original stays for its own block's uses
//! (and is dropped when it has none). PHI uses stay: their value is needed on the edge.

use kiln_ir::{BlockId, Function, InstId, Module, Opcode, TypeTable, Value};
use rustc_hash::FxHashMap;

/// Sinks the compares of every defined function of `module`.
pub fn run(module: &mut Module) {
    let types = &module.types;
    for func in module.functions.iter_mut().filter(|f| !f.is_declaration()) {
        sink_function(types, func);
    }
}

fn is_scalar_compare(types: &TypeTable, func: &Function, id: InstId) -> bool {
    let inst = &func.insts[id.index()];
    matches!(inst.opcode, Opcode::ICmp | Opcode::FCmp) && types.int_width(inst.ty) == Some(1)
}

fn sink_function(types: &TypeTable, func: &mut Function) {
    let block_of = func.block_of_insts();
    // The copy of each compare in each block that needs one, made on first use.
    let mut copies: FxHashMap<(BlockId, InstId), InstId> = FxHashMap::default();
    let mut new_in_block: FxHashMap<BlockId, Vec<InstId>> = FxHashMap::default();
    for k in 0..func.layout.len() {
        let b = func.layout[k];
        for pos in 0..func.blocks[b.index()].insts.len() {
            let user = func.blocks[b.index()].insts[pos];
            if func.insts[user.index()].opcode == Opcode::Phi {
                continue;
            }
            for o in 0..func.insts[user.index()].operands.len() {
                let Value::Inst(cmp) = func.insts[user.index()].operands[o] else { continue };
                if block_of.get(cmp.index()).is_none_or(|&home| home == b || home.0 == u32::MAX) || !is_scalar_compare(types, func, cmp) {
                    continue;
                }
                let copy = *copies.entry((b, cmp)).or_insert_with(|| {
                    let mut inst = func.insts[cmp.index()].clone();
                    inst.name = None;
                    let id = InstId(func.insts.len() as u32);
                    func.insts.push(inst);
                    new_in_block.entry(b).or_default().push(id);
                    id
                });
                func.insts[user.index()].operands[o] = Value::Inst(copy);
            }
        }
    }
    // The copies go after the block's PHIs and landing pad, where every operand of the
    // original (which dominates the block) is available.
    for (b, ids) in new_in_block {
        let at = func.first_insertion_index(b);
        func.blocks[b.index()].insts.splice(at..at, ids);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn compares_used_in_other_blocks_are_copied_into_them_but_not_for_phis() {
        let text = "define i32 @f(i32 %a, i32 %b) {\nentry:\n  %c = icmp ult i32 %a, %b\n  %d = fcmp olt double 1.0, 2.0\n  br i1 %c, label %t, label %e\nt:\n  %p = phi i1 [ %c, %entry ]\n  br i1 %c, label %e, label %x\ne:\n  %s = select i1 %c, i32 %a, i32 %b\n  %q = select i1 %d, i32 %s, i32 0\n  ret i32 %q\nx:\n  %z = zext i1 %p to i32\n  ret i32 %z\n}\n";
        let mut module = kiln_ir::parse("f.ll", text).unwrap();
        super::run(&mut module);
        kiln_ir::verify_module(&module).unwrap();
        let printed = kiln_ir::print(&module);
        assert!(printed.contains("t:\n  %p = phi i1 [ %c, %entry ]\n  %0 = icmp ult i32 %a, %b\n  br i1 %0, label %e, label %x\n"), "{printed}");
        assert!(printed.contains("e:\n  %1 = icmp ult i32 %a, %b\n  %2 = fcmp olt double "), "{printed}");
        assert!(printed.contains("  %s = select i1 %1, i32 %a, i32 %b\n  %q = select i1 %2, i32 %s, i32 0\n"), "{printed}");
        // The entry block's own branch still reads the original.
        assert!(printed.contains("br i1 %c, label %t, label %e\n"), "{printed}");
    }
}
