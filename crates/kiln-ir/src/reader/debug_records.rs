//! Reading debug records (LLVM 19): `#dbg_value(V, !var, !expr, !loc)`, `#dbg_declare(...)`,
//! `#dbg_assign(V, !var, !expr, !id, A, !addrexpr, !loc)` and `#dbg_label(!label, !loc)`.
//!
//! A record means what a call to `llvm.dbg.value` (and its siblings) with the location as its
//! `!dbg` attachment means, so kiln reads it into such a call marked
//! [`InstFlags::DEBUG_RECORD`]: everything that understands the calls (verifier, code
//! generator) understands records, and the printer writes the record back. The intrinsic's
//! declaration is added at the end of the module if the text has none, and is not printed.

use super::{PResult, Parser};
use crate::attr::AttrList;
use crate::inst::{CallData, Inst, InstData, InstFlags, Opcode, TailKind};
use crate::module::{Function, GlobalId, GlobalKind};
use crate::types::TypeTable;
use crate::value::Value;

/// The record kinds: keyword after `#`, the intrinsic, and its number of metadata operands
/// before the location.
const RECORDS: [(&str, &str, usize); 4] = [
    ("dbg_value", "llvm.dbg.value", 3),
    ("dbg_declare", "llvm.dbg.declare", 3),
    ("dbg_assign", "llvm.dbg.assign", 6),
    ("dbg_label", "llvm.dbg.label", 1),
];

impl<'a> Parser<'a> {
    /// One debug record at the current `#dbg_...` token, as a call.
    pub(super) fn parse_debug_record(&mut self) -> PResult<Inst> {
        let word = self.text();
        let Some(&(_, intrinsic, count)) = RECORDS.iter().find(|(k, _, _)| k.as_bytes() == word) else {
            let word = String::from_utf8_lossy(word).into_owned();
            return self.err_here(format!("unknown debug record '#{word}'"));
        };
        if !self.m.opaque_pointers {
            return self.err_here("debug records (LLVM 19) need a module with opaque pointers");
        }
        let pos = self.tok.pos;
        self.advance();
        self.expect_punct(b'(')?;
        let mut ops = Vec::with_capacity(count + 1);
        for i in 0..count {
            if i > 0 {
                self.expect_punct(b',')?;
            }
            ops.push(Value::Metadata(self.parse_md_operand()?));
        }
        self.expect_punct(b',')?;
        let loc = self.parse_md_operand()?;
        self.expect_punct(b')')?;
        let callee = self.debug_intrinsic(intrinsic, count, pos)?;
        ops.push(Value::Global(callee));
        let fn_ty = self.m.types.function(TypeTable::VOID, vec![TypeTable::METADATA; count], false);
        let data = CallData { fn_ty, cc: 0, attrs: AttrList::default(), tail: TailKind::None, bundles: Vec::new() };
        let dbg = self.m.symbols.intern(b"dbg");
        let mut flags = InstFlags::default();
        flags.set(InstFlags::DEBUG_RECORD);
        Ok(Inst {
            opcode: Opcode::Call,
            flags,
            ty: TypeTable::VOID,
            name: None,
            operands: ops.into(),
            data: InstData::Call(Box::new(data)),
            metadata: [(dbg, loc)].into(),
        })
    }

    /// The global `@name`: an existing one, or a pending one that `finish_debug_records`
    /// declares if the text does not.
    fn debug_intrinsic(&mut self, name: &str, count: usize, pos: u32) -> PResult<GlobalId> {
        let sym = self.m.symbols.intern(name.as_bytes());
        let g = match self.m.global_names.get(&sym) {
            Some(&g) => g,
            None => {
                let g = GlobalId(self.m.globals.len() as u32);
                self.m.globals.push(crate::module::Global::new(Some(sym), TypeTable::VOID, TypeTable::VOID, GlobalKind::Pending));
                self.pending_globals.insert(g, pos);
                self.m.global_names.insert(sym, g);
                g
            }
        };
        let ptr = self.m.types.ptr(0, None);
        self.check_global_type(g, ptr, pos)?;
        if !self.record_intrinsics.iter().any(|&(r, _)| r == g) {
            self.record_intrinsics.push((g, count));
        }
        Ok(g)
    }

    /// Declares the intrinsics that debug records call and the text did not declare.
    pub(super) fn finish_debug_records(&mut self) {
        for (g, count) in std::mem::take(&mut self.record_intrinsics) {
            if self.pending_globals.remove(&g).is_none() {
                continue;
            }
            let fn_ty = self.m.types.function(TypeTable::VOID, vec![TypeTable::METADATA; count], false);
            let args = vec![crate::module::Arg { ty: TypeTable::METADATA, name: None }; count];
            let f = crate::module::FuncId(self.m.functions.len() as u32);
            self.m.functions.push(Function::new(g, fn_ty, args));
            let gl = &mut self.m.globals[g.index()];
            gl.value_ty = fn_ty;
            gl.kind = GlobalKind::Function(f);
            self.m.debug_record_decls.push(g);
        }
    }
}

