//! DWARF debug information from the IR's debug metadata (`!DICompileUnit`, `!DISubprogram`,
//! `!DILocation`, types, `llvm.dbg.declare`), emitted by the AsmPrinter as llc 14 emits it.
//!
//! The library choice: kiln's MC layer, not `gimli::write`. llc writes DWARF as ordinary
//! assembler data (`.loc`/`.file` for the line table; `.byte`, `.uleb128` and `.long A-B` in
//! `.debug_abbrev`, `.debug_info`, `.debug_str_offsets`, `.debug_addr`), and kiln-mc already
//! assembles exactly that into llc's bytes and relocations (`kiln mc` turns llc's `-g` output
//! into an object whose DWARF `llvm-dwarfdump` reads identically), builds `.debug_line` from
//! `.loc`, and prints the same directives in `-filetype=asm`. gimli would give bytes with its own
//! relocation records, to be bridged to kiln-mc's symbols, and nothing readable in assembly.
//!
//! How a location travels: the DAG builder gives each node the `!dbg` of its IR instruction
//! (`SelectionDAG::current_loc`; combines, legalization and selection give new nodes the location
//! of the node they replace); the emitter writes it on each `MachineInstr` as its MIR text
//! (`debug-location !N`), and `llvm.dbg.declare` of a static alloca on the stack object
//! (`debug-info-variable`, as MIR writes it). [`lines`] turns instruction locations into `.loc`
//! directives at emission; [`unit`](mod@unit) builds the DIE tree and writes the sections at the end.

pub mod lines;
pub mod locations;
pub mod scopes;
pub mod unit;
mod writer;

use kiln_ir::{MdField, MdId, Metadata, Module};
use rustc_hash::FxHashMap;

/// The `!N` names of numbered metadata, both ways: MIR refers to debug metadata by them.
#[derive(Debug, Default)]
pub struct MdNames {
    numbers: FxHashMap<MdId, u32>,
    ids: FxHashMap<u32, MdId>,
}

impl MdNames {
    pub fn new(module: &Module) -> MdNames {
        let mut names = MdNames::default();
        for &(n, id) in &module.md_numbered {
            names.numbers.insert(id, n);
            names.ids.insert(n, id);
        }
        names
    }

    /// `!N` for numbered metadata.
    pub fn text(&self, md: MdId) -> Option<String> {
        self.numbers.get(&md).map(|n| format!("!{n}"))
    }

    /// The metadata `!N` names.
    pub fn resolve(&self, text: &str) -> Option<MdId> {
        let n: u32 = text.strip_prefix('!')?.parse().ok()?;
        self.ids.get(&n).copied()
    }
}

/// Whether the module carries debug information kiln emits (a `!llvm.dbg.cu`).
pub fn module_has_debug_info(module: &Module) -> bool {
    compile_units(module).next().is_some()
}

/// The compile units of `!llvm.dbg.cu`.
pub fn compile_units(module: &Module) -> impl Iterator<Item = MdId> + '_ {
    let cu = module.symbols.lookup(b"llvm.dbg.cu");
    module.named_metadata.iter().filter(move |(n, _)| Some(*n) == cu).flat_map(|(_, ops)| ops.iter().copied())
}

/// Read access to specialized debug-info nodes by field name.
#[derive(Clone, Copy)]
pub struct Di<'m> {
    pub module: &'m Module,
}

impl<'m> Di<'m> {
    /// The node's kind (`DISubprogram`), empty for other metadata.
    pub fn kind(self, md: MdId) -> &'m [u8] {
        match &self.module.metadata[md.index()] {
            Metadata::Node { kind, .. } => self.module.symbols.bytes(*kind),
            _ => b"",
        }
    }

    pub fn field(self, md: MdId, name: &str) -> Option<&'m MdField> {
        match &self.module.metadata[md.index()] {
            Metadata::Node { fields, .. } => {
                fields.iter().find(|(n, _)| n.is_some_and(|n| self.module.symbols.bytes(n) == name.as_bytes())).map(|(_, v)| v)
            }
            _ => None,
        }
    }

    /// The positional fields of a node (`!DIExpression(DW_OP_deref)`).
    pub fn positional(self, md: MdId) -> impl Iterator<Item = &'m MdField> + 'm {
        let fields: &'m [(Option<kiln_ir::Sym>, MdField)] = match &self.module.metadata[md.index()] {
            Metadata::Node { fields, .. } => fields,
            _ => &[],
        };
        fields.iter().filter(|(n, _)| n.is_none()).map(|(_, v)| v)
    }

    pub fn int(self, md: MdId, name: &str) -> Option<i128> {
        match self.field(md, name)? {
            MdField::Int(v) => Some(*v),
            _ => None,
        }
    }

    pub fn str(self, md: MdId, name: &str) -> Option<&'m str> {
        match self.field(md, name)? {
            MdField::Str(s) => std::str::from_utf8(self.module.symbols.bytes(*s)).ok(),
            _ => None,
        }
    }

    /// A keyword field (`DW_TAG_member`, `DW_ATE_signed`, `FullDebug`).
    pub fn word(self, md: MdId, name: &str) -> Option<&'m str> {
        match self.field(md, name)? {
            MdField::Word(s) => std::str::from_utf8(self.module.symbols.bytes(*s)).ok(),
            _ => None,
        }
    }

    pub fn node(self, md: MdId, name: &str) -> Option<MdId> {
        match self.field(md, name)? {
            MdField::Md(m) => Some(*m),
            _ => None,
        }
    }

    /// Whether the flags field `name` (`flags:`, `spFlags:`) holds `flag`.
    pub fn has_flag(self, md: MdId, name: &str, flag: &str) -> bool {
        let is = |s: &kiln_ir::Sym| self.module.symbols.bytes(*s) == flag.as_bytes();
        match self.field(md, name) {
            Some(MdField::Word(s)) => is(s),
            Some(MdField::Flags(list)) => list.iter().any(is),
            _ => false,
        }
    }

    /// The operands of a tuple (`elements: !{...}`), nulls included as `None`.
    pub fn tuple(self, md: Option<MdId>) -> &'m [Option<MdId>] {
        match md.map(|m| &self.module.metadata[m.index()]) {
            Some(Metadata::Tuple { ops, .. }) => ops,
            _ => &[],
        }
    }

    /// The `DIFile` of a scope (subprogram, lexical block, file itself).
    pub fn file_of(self, scope: MdId) -> Option<MdId> {
        if self.kind(scope) == b"DIFile" {
            return Some(scope);
        }
        self.node(scope, "file")
    }

    /// The `!dbg` attachment in a metadata list.
    pub fn dbg_attachment(self, list: &[(kiln_ir::Sym, MdId)]) -> Option<MdId> {
        let dbg = self.module.symbols.lookup(b"dbg")?;
        list.iter().find(|(k, _)| *k == dbg).map(|&(_, m)| m)
    }
}

/// MIR's text of a `DIExpression` (`!DIExpression(DW_OP_plus_uconst, 8)`); `None` for other
/// nodes and for operands MIR cannot write inline (`DIArgList` values).
pub fn expression_text(di: Di<'_>, expression: MdId) -> Option<String> {
    if di.kind(expression) != b"DIExpression" {
        return None;
    }
    let mut parts = Vec::new();
    for field in di.positional(expression) {
        match field {
            MdField::Word(w) => parts.push(String::from_utf8_lossy(di.module.symbols.bytes(*w)).into_owned()),
            MdField::Int(n) => parts.push(n.to_string()),
            _ => return None,
        }
    }
    Some(format!("!DIExpression({})", parts.join(", ")))
}
