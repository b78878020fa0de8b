//! Unreachable-block elimination before selection, as llc's `unreachableblockelim` runs at
//! every optimization level: blocks that no path from the entry reaches leave the layout, and
//! the phis of the blocks that stay forget the edges from them. rustc's -O0 IR keeps cleanup
//! blocks without predecessors (ending in `resume`) even under `panic=abort`; selecting code
//! that can never run would only fail on constructs it contains.

use kiln_ir::{BlockId, Function, InstData, Module};

/// Removes the unreachable blocks of every defined function of `module`.
pub fn run(module: &mut Module) {
    let mut scratch = Scratch::default();
    for func in module.functions.iter_mut().filter(|f| !f.is_declaration()) {
        remove_unreachable(func, &mut scratch);
    }
}

/// Per-block marks, successor lists and the work list, reset per function rather than
/// reallocated.
#[derive(Default)]
struct Scratch {
    reachable: Vec<bool>,
    /// Per block (by index): its successors' range in `succs`.
    succ_range: Vec<(u32, u32)>,
    succs: Vec<BlockId>,
    work: Vec<BlockId>,
    /// Blocks an unreachable block branches to: the only ones whose phis can name one.
    touched: Vec<bool>,
}

fn remove_unreachable(func: &mut Function, s: &mut Scratch) {
    // The terminators are read once, in layout order (the order the reader allocated the
    // blocks, instructions and operand lists in, so the walk streams through memory); the
    // search then runs over the copied edges. A search that read each terminator as it
    // reached its block made a cache miss of every step on a large module.
    s.succ_range.clear();
    s.succ_range.resize(func.blocks.len(), (0, 0));
    s.succs.clear();
    for &b in &func.layout {
        let start = s.succs.len() as u32;
        if let Some(&last) = func.blocks[b.index()].insts.last() {
            s.succs.extend(func.insts[last.index()].successors());
        }
        s.succ_range[b.index()] = (start, s.succs.len() as u32);
    }
    let reachable = &mut s.reachable;
    reachable.clear();
    reachable.resize(func.blocks.len(), false);
    s.work.clear();
    s.work.push(func.layout[0]);
    reachable[func.layout[0].index()] = true;
    while let Some(block) = s.work.pop() {
        let (start, end) = s.succ_range[block.index()];
        for &succ in &s.succs[start as usize..end as usize] {
            if !std::mem::replace(&mut reachable[succ.index()], true) {
                s.work.push(succ);
            }
        }
    }
    if func.layout.iter().all(|b| reachable[b.index()]) {
        return;
    }
    s.touched.clear();
    s.touched.resize(func.blocks.len(), false);
    for &block in func.layout.iter().filter(|b| !reachable[b.index()]) {
        let Some(&last) = func.blocks[block.index()].insts.last() else { continue };
        for succ in func.insts[last.index()].successors() {
            s.touched[succ.index()] = true;
        }
    }
    func.layout.retain(|b| reachable[b.index()]);
    for &block in func.layout.iter().filter(|b| s.touched[b.index()]) {
        // Phis come first in their block (the verifier checked it).
        for &id in &func.blocks[block.index()].insts {
            let inst = &mut func.insts[id.index()];
            let InstData::Phi(from) = &mut inst.data else { break };
            let keep: Vec<bool> = from.iter().map(|b| reachable[b.index()]).collect();
            let mut flags = keep.iter();
            inst.operands.retain(|_| *flags.next().unwrap_or(&true));
            let mut flags = keep.iter();
            from.retain(|_| *flags.next().unwrap_or(&true));
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn drops_blocks_without_a_path_from_the_entry() {
        let text = "declare i32 @personality(...)\ndefine i32 @f(i1 %c) personality ptr @personality {\nentry:\n  br i1 %c, label %a, label %b\ndead:\n  %x = add i32 1, 2\n  br label %b\na:\n  br label %b\nb:\n  %p = phi i32 [ 0, %entry ], [ %x, %dead ], [ 1, %a ]\n  ret i32 %p\ncleanup:\n  resume { ptr, i32 } undef\n}\n";
        let mut module = kiln_ir::parse("f.ll", text).unwrap();
        super::run(&mut module);
        kiln_ir::verify_module(&module).unwrap();
        let printed = kiln_ir::print(&module);
        assert!(!printed.contains("dead:") && !printed.contains("resume"), "{printed}");
        assert!(printed.contains("%p = phi i32 [ 0, %entry ], [ 1, %a ]"), "{printed}");
    }
}
