//! Extensions of loaded values moved next to their loads above -O0 (CodeGenPrepare's
//! `moveExtToFormExtLoad`). The SelectionDAG builder selects block by block, so a `zext` or
//! `sext` in another block than its `load` reads the loaded value from a register and extends
//! it there (`movb (%rdi), %cl` ... `movzbl %cl, %eax`), and the loop that uses both keeps the
//! byte and its extension alive. Beside its load the extension folds into it (`movzbl
//! (%rdi), %eax`), and the narrow value's other readers read the low part, which is free.
//! Extensions of one load to the same type in several blocks become one (the first one's
//! kind and type: one extension per load), and the load's
//! readers in other blocks read a truncation of it there, so that only the extension lives
//! across blocks (`optimizeExtUses`). Only scalar
//! integers of 8, 16 or 32 bits widened to at most 64 are moved: the widths every target's
//! extending loads have.

use kiln_ir::{BlockId, Function, Inst, InstData, InstFlags, InstId, Module, Opcode, TypeTable, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Moves the extensions of loaded values of every defined function of `module`.
pub fn run(module: &mut Module) {
    let types = &module.types;
    for func in module.functions.iter_mut().filter(|f| !f.is_declaration()) {
        move_function(types, func);
    }
}

/// The load `ext` extends, when it is a `zext`/`sext` of a scalar load of 8, 16 or 32 bits to
/// at most 64.
fn extended_load(types: &TypeTable, func: &Function, ext: InstId) -> Option<InstId> {
    let inst = &func.insts[ext.index()];
    let Value::Inst(load) = inst.operands.first().copied()? else { return None };
    let fits = matches!(types.int_width(func.insts[load.index()].ty), Some(8 | 16 | 32)) && types.int_width(inst.ty).is_some_and(|t| t <= 64);
    (matches!(inst.opcode, Opcode::ZExt | Opcode::SExt) && func.insts[load.index()].opcode == Opcode::Load && fits).then_some(load)
}

fn move_function(types: &TypeTable, func: &mut Function) {
    let mut block_of = func.block_of_insts();
    // Per load, its extension: the first in its own block, else the first elsewhere, which
    // moves next to it. Another extension of the same kind and type is replaced by it; one of
    // another kind or type reads its truncation.
    let mut chosen: FxHashMap<InstId, InstId> = FxHashMap::default();
    let mut after: FxHashMap<InstId, InstId> = FxHashMap::default();
    let mut moved: Vec<InstId> = Vec::new();
    let mut replaced: FxHashMap<InstId, InstId> = FxHashMap::default();
    for own_block in [true, false] {
        for &b in &func.layout {
            for &ext in &func.blocks[b.index()].insts {
                let Some(load) = extended_load(types, func, ext) else { continue };
                if (block_of[load.index()] == b) != own_block {
                    continue;
                }
                match chosen.get(&load) {
                    None => {
                        chosen.insert(load, ext);
                        if !own_block {
                            after.insert(load, ext);
                            moved.push(ext);
                        }
                    }
                    Some(&k) if !own_block && (func.insts[k.index()].opcode, func.insts[k.index()].ty) == (func.insts[ext.index()].opcode, func.insts[ext.index()].ty) => {
                        replaced.insert(ext, k);
                        moved.push(ext);
                    }
                    Some(_) => {}
                }
            }
        }
    }
    if chosen.is_empty() {
        return;
    }
    moved.sort_unstable();
    for &b in &func.layout {
        let insts = std::mem::take(&mut func.blocks[b.index()].insts);
        let mut out = Vec::with_capacity(insts.len());
        for i in insts {
            if moved.binary_search(&i).is_err() {
                out.push(i);
            }
            if let Some(&ext) = after.get(&i) {
                out.push(ext);
            }
        }
        func.blocks[b.index()].insts = out;
    }
    if !replaced.is_empty() {
        for inst in func.insts.iter_mut() {
            for op in inst.operands.iter_mut() {
                if let Value::Inst(i) = *op {
                    if let Some(&k) = replaced.get(&i) {
                        *op = Value::Inst(k);
                    }
                }
            }
        }
    }
    for (&load, &ext) in &after {
        block_of[ext.index()] = block_of[load.index()];
    }
    truncate_other_uses(func, &block_of, &chosen);
}

/// The readers of each load in other blocks read a truncation of its extension made in their
/// block instead (CodeGenPrepare's `optimizeExtUses`), so that only the extension crosses
/// blocks; the truncation to the loaded width is free. Only where the extension crosses blocks
/// anyway, and not for a load read in another block by a PHI, a load or a store (which would
/// then wait for the truncation).
fn truncate_other_uses(func: &mut Function, block_of: &[BlockId], chosen: &FxHashMap<InstId, InstId>) {
    let mut readers: FxHashMap<InstId, Vec<(BlockId, InstId, usize)>> = FxHashMap::default();
    let mut crosses: FxHashSet<InstId> = FxHashSet::default();
    for &b in &func.layout {
        for &i in &func.blocks[b.index()].insts {
            for (k, op) in func.insts[i.index()].operands.iter().enumerate() {
                let Value::Inst(v) = *op else { continue };
                if block_of.get(v.index()).is_some_and(|&home| home != b) {
                    crosses.insert(v);
                    if chosen.contains_key(&v) {
                        readers.entry(v).or_default().push((b, i, k));
                    }
                }
            }
        }
    }
    let mut loads: Vec<InstId> = readers.keys().copied().collect();
    loads.sort_unstable();
    for load in loads {
        let ext = chosen[&load];
        let uses = &readers[&load];
        let blocked = uses.iter().any(|&(_, i, _)| matches!(func.insts[i.index()].opcode, Opcode::Phi | Opcode::Load | Opcode::Store));
        if blocked || !crosses.contains(&ext) {
            continue;
        }
        let ty = func.insts[load.index()].ty;
        let mut truncs: FxHashMap<BlockId, InstId> = FxHashMap::default();
        for &(b, user, k) in uses {
            let t = *truncs.entry(b).or_insert_with(|| {
                let id = InstId(func.insts.len() as u32);
                let metadata = func.insts[ext.index()].metadata.clone();
                func.insts.push(Inst { opcode: Opcode::Trunc, flags: InstFlags::default(), ty, name: None, operands: [Value::Inst(ext)][..].into(), data: InstData::None, metadata });
                let at = func.first_insertion_index(b);
                func.blocks[b.index()].insts.insert(at, id);
                id
            });
            func.insts[user.index()].operands[k] = Value::Inst(t);
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn extensions_of_loads_in_other_blocks_move_next_to_the_load_and_merge() {
        let text = "define i64 @f(ptr %p, ptr %q, i1 %c) {\nentry:\n  %b = load i8, ptr %p\n  %w = load i64, ptr %q\n  br i1 %c, label %t, label %e\nt:\n  %z = zext i8 %b to i64\n  %x = sext i8 %b to i64\n  %v = zext i64 %w to i128\n  %y = add i64 %z, %x\n  ret i64 %y\ne:\n  %z2 = zext i8 %b to i64\n  %r = add i64 %z2, 1\n  ret i64 %r\n}\n";
        let mut module = kiln_ir::parse("f.ll", text).unwrap();
        super::run(&mut module);
        kiln_ir::verify_module(&module).unwrap();
        let printed = kiln_ir::print(&module);
        // The i8 load's first extension follows it, the second zext to i64 is replaced by it,
        // the sext reads its truncation; the i64 load (no extending load) keeps its zext.
        assert!(printed.contains("entry:\n  %b = load i8, ptr %p\n  %z = zext i8 %b to i64\n  %w = load i64, ptr %q\n  br i1"), "{printed}");
        assert!(printed.contains("t:\n  %0 = trunc i64 %z to i8\n  %x = sext i8 %0 to i64\n  %v = zext i64 %w to i128\n  %y = add i64 %z, %x\n"), "{printed}");
        assert!(printed.contains("e:\n  %r = add i64 %z, 1\n"), "{printed}");
        // A reader of the byte in another block reads a truncation of the extension there.
        let text = "define i32 @g(ptr %p, i1 %c) {\nentry:\n  %b = load i8, ptr %p\n  br i1 %c, label %t, label %e\nt:\n  %z = zext i8 %b to i64\n  %n = trunc i64 %z to i32\n  ret i32 %n\ne:\n  %s = zext i8 %b to i32\n  %m = shl i32 1, %s\n  %q = icmp eq i8 %b, 3\n  %r = select i1 %q, i32 %m, i32 0\n  ret i32 %r\n}\n";
        let mut module = kiln_ir::parse("g.ll", text).unwrap();
        super::run(&mut module);
        kiln_ir::verify_module(&module).unwrap();
        let printed = kiln_ir::print(&module);
        assert!(printed.contains("entry:\n  %b = load i8, ptr %p\n  %z = zext i8 %b to i64\n  br i1"), "{printed}");
        assert!(printed.contains("e:\n  %0 = trunc i64 %z to i8\n  %s = zext i8 %0 to i32\n  %m = shl i32 1, %s\n  %q = icmp eq i8 %0, 3\n"), "{printed}");
    }
}
