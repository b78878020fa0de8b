//! The compile unit: what the AsmPrinter records per function (its subprogram, entry and end
//! labels, frame base, stack variables) and, at the end of the module, the DIE tree llc builds
//! from the metadata: the unit (producer, language, name, directory, line table, address
//! range), global variables, subprograms with their parameters and locals (frame-base relative
//! locations), and the types they name (base, pointer, const/volatile/restrict, typedef,
//! structure, union, enumeration, array, subroutine), each type once.

use kiln_ir::{GlobalId, MdField, MdId, Module};
use kiln_mc::context::SectionId;
use kiln_mc::dwarf_cfi::write_sleb;
use kiln_mc::{Streamer, SymbolId};
use rustc_hash::FxHashMap;

use super::lines::LineState;
use super::locations::VariableLocation;
use super::scopes::{InlinedCall, InlinedScope, ScopePlan};
use super::writer::{DieTree, Value, DW_FORM_DATA2, DW_FORM_DATA4, DW_FORM_EXPRLOC, DW_FORM_FLAG_PRESENT, DW_FORM_REF4, DW_FORM_SDATA, DW_FORM_SEC_OFFSET, DW_FORM_UDATA};
use super::{compile_units, Di, MdNames};
use crate::emit::mc;

mod tag {
    pub const ARRAY_TYPE: u16 = 0x01;
    pub const FORMAL_PARAMETER: u16 = 0x05;
    pub const LEXICAL_BLOCK: u16 = 0x0b;
    pub const INLINED_SUBROUTINE: u16 = 0x1d;
    pub const MEMBER: u16 = 0x0d;
    pub const COMPILE_UNIT: u16 = 0x11;
    pub const SUBROUTINE_TYPE: u16 = 0x15;
    pub const TYPEDEF: u16 = 0x16;
    pub const UNSPECIFIED_PARAMETERS: u16 = 0x18;
    pub const SUBRANGE_TYPE: u16 = 0x21;
    pub const BASE_TYPE: u16 = 0x24;
    pub const ENUMERATOR: u16 = 0x28;
    pub const SUBPROGRAM: u16 = 0x2e;
    pub const VARIABLE: u16 = 0x34;
    pub const NAMESPACE: u16 = 0x39;
}

mod at {
    pub const LOCATION: u16 = 0x02;
    pub const NAME: u16 = 0x03;
    pub const BYTE_SIZE: u16 = 0x0b;
    pub const BIT_SIZE: u16 = 0x0d;
    pub const STMT_LIST: u16 = 0x10;
    pub const LOW_PC: u16 = 0x11;
    pub const HIGH_PC: u16 = 0x12;
    pub const LANGUAGE: u16 = 0x13;
    pub const COMP_DIR: u16 = 0x1b;
    pub const CONST_VALUE: u16 = 0x1c;
    pub const INLINE: u16 = 0x20;
    pub const PRODUCER: u16 = 0x25;
    pub const PROTOTYPED: u16 = 0x27;
    pub const COUNT: u16 = 0x37;
    pub const ABSTRACT_ORIGIN: u16 = 0x31;
    pub const DATA_MEMBER_LOCATION: u16 = 0x38;
    pub const DECL_FILE: u16 = 0x3a;
    pub const DECL_LINE: u16 = 0x3b;
    pub const DECLARATION: u16 = 0x3c;
    pub const ENCODING: u16 = 0x3e;
    pub const EXTERNAL: u16 = 0x3f;
    pub const FRAME_BASE: u16 = 0x40;
    pub const TYPE: u16 = 0x49;
    pub const RANGES: u16 = 0x55;
    pub const CALL_COLUMN: u16 = 0x57;
    pub const CALL_FILE: u16 = 0x58;
    pub const CALL_LINE: u16 = 0x59;
    pub const DATA_BIT_OFFSET: u16 = 0x6b;
    pub const LINKAGE_NAME: u16 = 0x6e;
    pub const STR_OFFSETS_BASE: u16 = 0x72;
    pub const ADDR_BASE: u16 = 0x73;
    pub const NORETURN: u16 = 0x87;
    pub const EXPORT_SYMBOLS: u16 = 0x89;
}

/// What the printer records of one emitted function.
#[derive(Debug)]
struct FunctionRecord {
    subprogram: MdId,
    begin: SymbolId,
    end: SymbolId,
    section: SectionId,
    /// The frame base register's DWARF number.
    frame_base: Option<u32>,
    /// Variables with a location: the `DILocalVariable` and where it is.
    variables: Vec<(MdId, VariableLocation)>,
    /// Lexical blocks with their address ranges.
    blocks: Vec<(MdId, Vec<(SymbolId, SymbolId)>)>,
    /// Inlined calls with their address ranges.
    inlined: Vec<InlinedScope>,
}

/// The module's debug information while the AsmPrinter runs.
pub struct DebugModule<'m> {
    pub(crate) di: Di<'m>,
    pub(crate) names: MdNames,
    pub(crate) lines: LineState,
    pub(crate) scopes: ScopePlan,
    version: u16,
    cu: MdId,
    /// The unit's `DW_LANG_*` code.
    language: u64,
    /// What could not be described (each once), for the driver to print as warnings.
    pub(crate) warnings: Vec<String>,
    /// Line-table file numbers by (directory, name); the unit's own file is 0 (DWARF 5) or 1.
    files: FxHashMap<(String, String), u32>,
    next_file: u32,
    functions: Vec<FunctionRecord>,
    /// The `DBG_VALUE` variables of the function being emitted ([`Self::plan_locations`]).
    pub(crate) value_locations: Vec<(MdId, VariableLocation)>,
}

/// The DWARF language code of `DW_LANG_*`.
fn language_code(name: &str) -> Option<u64> {
    Some(match name {
        "DW_LANG_C89" => 0x01,
        "DW_LANG_C" => 0x02,
        "DW_LANG_C_plus_plus" => 0x04,
        "DW_LANG_C99" => 0x0c,
        "DW_LANG_C_plus_plus_03" => 0x19,
        "DW_LANG_C_plus_plus_11" => 0x1a,
        "DW_LANG_Rust" => 0x1c,
        "DW_LANG_C11" => 0x1d,
        "DW_LANG_C_plus_plus_14" => 0x21,
        "DW_LANG_C17" => 0x2c,
        _ => return None,
    })
}

fn encoding_code(name: &str) -> Option<u64> {
    Some(match name {
        "DW_ATE_address" => 0x01,
        "DW_ATE_boolean" => 0x02,
        "DW_ATE_complex_float" => 0x03,
        "DW_ATE_float" => 0x04,
        "DW_ATE_signed" => 0x05,
        "DW_ATE_signed_char" => 0x06,
        "DW_ATE_unsigned" => 0x07,
        "DW_ATE_unsigned_char" => 0x08,
        "DW_ATE_UTF" => 0x10,
        _ => return None,
    })
}

/// The tags of derived and composite types kiln writes.
fn type_tag(name: &str) -> Option<u16> {
    Some(match name {
        "DW_TAG_array_type" => 0x01,
        "DW_TAG_class_type" => 0x02,
        "DW_TAG_enumeration_type" => 0x04,
        "DW_TAG_pointer_type" => 0x0f,
        "DW_TAG_reference_type" => 0x10,
        "DW_TAG_structure_type" => 0x13,
        "DW_TAG_typedef" => 0x16,
        "DW_TAG_union_type" => 0x17,
        "DW_TAG_const_type" => 0x26,
        "DW_TAG_volatile_type" => 0x35,
        "DW_TAG_restrict_type" => 0x37,
        "DW_TAG_atomic_type" => 0x47,
        "DW_TAG_rvalue_reference_type" => 0x42,
        _ => return None,
    })
}

/// A `DIFile`'s MD5 checksum.
fn md5_of(di: Di<'_>, file: MdId) -> Option<[u8; 16]> {
    if di.word(file, "checksumkind") != Some("CSK_MD5") {
        return None;
    }
    let hex = di.str(file, "checksum")?;
    u128::from_str_radix(hex, 16).ok().filter(|_| hex.len() == 32).map(u128::to_be_bytes)
}

impl<'m> DebugModule<'m> {
    /// The module's debug information, if it has a compile unit kiln emits; `version` is
    /// `-dwarf-version` when given.
    pub fn new(module: &'m Module, version: Option<u16>) -> Result<Option<DebugModule<'m>>, String> {
        let di = Di { module };
        let units: Vec<MdId> = compile_units(module).collect();
        let Some(&cu) = units.first() else { return Ok(None) };
        if units.len() > 1 {
            return Err("debug information with more than one compile unit is not supported".into());
        }
        if di.word(cu, "emissionKind") == Some("NoDebug") {
            return Ok(None);
        }
        let version = version.or_else(|| module_flag(module, "Dwarf Version").map(|v| v as u16)).unwrap_or(4);
        if !(4..=5).contains(&version) {
            return Err(format!("DWARF version {version} is not supported (only 4 and 5)"));
        }
        let language = di.word(cu, "language").ok_or("the compile unit has no language")?;
        let language = language_code(language).ok_or_else(|| format!("unsupported source language {language}"))?;
        Ok(Some(DebugModule {
            di,
            names: MdNames::new(module),
            lines: LineState::default(),
            scopes: ScopePlan::default(),
            version,
            cu,
            language,
            warnings: Vec::new(),
            files: FxHashMap::default(),
            next_file: 1,
            functions: Vec::new(),
            value_locations: Vec::new(),
        }))
    }

    /// The DWARF version written.
    pub fn version(&self) -> u16 {
        self.version
    }

    /// DWARF 4: the unit's directory, which an object's line table numbers 0 (as llc does).
    pub fn line_table_comp_dir(&self) -> Option<String> {
        let unit_file = self.di.node(self.cu, "file")?;
        (self.version < 5).then(|| self.di.str(unit_file, "directory").unwrap_or("").to_string())
    }

    /// The subprogram of an IR function, when the function has one in this unit.
    pub fn subprogram_of(&self, function: GlobalId) -> Option<MdId> {
        let sp = self.di.dbg_attachment(&self.di.module.globals[function.index()].metadata)?;
        (self.di.node(sp, "unit") == Some(self.cu)).then_some(sp)
    }

    /// The line-table file number of a scope's file, announced with `.file` on first use.
    pub fn file_number(&mut self, out: &mut dyn Streamer, scope: MdId) -> Result<u32, String> {
        let Some(file) = self.di.file_of(scope) else { return Ok(0) };
        if self.version < 5 {
            return self.file_number_v4(out, file);
        }
        let unit_file = self.di.node(self.cu, "file").ok_or("the compile unit has no file")?;
        let unit_dir = self.di.str(unit_file, "directory").unwrap_or("");
        // A file without a directory is in the unit's directory.
        let dir = self.di.str(file, "directory").filter(|d| !d.is_empty()).unwrap_or(unit_dir).to_string();
        let name = self.di.str(file, "filename").unwrap_or("").to_string();
        let key = (dir, name);
        if let Some(&n) = self.files.get(&key) {
            return Ok(n);
        }
        // The same name in another directory with the same checksum is the unit's file too (the
        // assembler folds it into file 0).
        let same_md5 = md5_of(self.di, file).is_some_and(|m| Some(m) == md5_of(self.di, unit_file));
        let is_unit_file = self.di.str(unit_file, "filename").unwrap_or("") == key.1 && (unit_dir == key.0 || same_md5);
        if !is_unit_file && !self.files.values().any(|&n| n == 0) {
            // The unit's file comes first, as number 0.
            self.file_number(out, unit_file)?;
        }
        let n = if is_unit_file { 0 } else { self.next_file };
        if !is_unit_file {
            self.next_file += 1;
        }
        out.emit_dwarf_file(n, &key.0, &key.1, md5_of(self.di, file)).map_err(mc)?;
        self.files.insert(key, n);
        Ok(n)
    }

    /// DWARF 4: files numbered from 1 in order of first use, by their own directory and name;
    /// a name without a directory is split at its last `/`, as llc does.
    fn file_number_v4(&mut self, out: &mut dyn Streamer, file: MdId) -> Result<u32, String> {
        let dir = self.di.str(file, "directory").unwrap_or("").to_string();
        let name = self.di.str(file, "filename").unwrap_or("").to_string();
        let key = (dir, name);
        if let Some(&n) = self.files.get(&key) {
            return Ok(n);
        }
        let (dir, name) = match key.1.rfind('/') {
            Some(slash) if key.0.is_empty() && slash > 0 => (&key.1[..slash], &key.1[slash + 1..]),
            _ => (key.0.as_str(), key.1.as_str()),
        };
        let n = self.next_file;
        self.next_file += 1;
        out.emit_dwarf_file(n, dir, name, None).map_err(mc)?;
        self.files.insert(key, n);
        Ok(n)
    }

    /// Records an emitted function (after its code: the frame is final) with its stack
    /// variables (offsets from the frame base) and the `DBG_VALUE` variables planned for it.
    pub fn record_function(&mut self, subprogram: MdId, begin: SymbolId, end: SymbolId, section: SectionId, frame_base: Option<u32>, stack_variables: Vec<(MdId, i64)>) {
        let blocks = std::mem::take(&mut self.scopes.blocks);
        let inlined = std::mem::take(&mut self.scopes.inlined);
        let mut variables: Vec<(MdId, VariableLocation)> = stack_variables.into_iter().map(|(v, o)| (v, VariableLocation::FrameOffset(o))).collect();
        for (v, l) in std::mem::take(&mut self.value_locations) {
            if !variables.iter().any(|(w, _)| *w == v) {
                variables.push((v, l));
            }
        }
        self.functions.push(FunctionRecord { subprogram, begin, end, section, frame_base, variables, blocks, inlined });
    }

    /// Writes the debug sections at the end of the module; `global_symbol` names an IR
    /// global's symbol.
    pub fn finish(&mut self, out: &mut dyn Streamer, mut global_symbol: impl FnMut(GlobalId) -> SymbolId) -> Result<(), String> {
        let di = self.di;
        let cu = self.cu;
        let unit_file = di.node(cu, "file").ok_or("the compile unit has no file")?;
        if self.version >= 5 {
            // File 0 of the line table.
            self.file_number(out, unit_file)?;
        }
        let mut tree = DieTree::new(self.version, tag::COMPILE_UNIT, out.context_mut());
        let line_table = out.context_mut().create_temp_symbol();
        tree.string(0, at::PRODUCER, di.str(cu, "producer").unwrap_or(""));
        tree.attr(0, at::LANGUAGE, DW_FORM_DATA2, Value::Int(self.language));
        tree.string(0, at::NAME, di.str(unit_file, "filename").unwrap_or(""));
        if self.version >= 5 {
            tree.attr(0, at::STR_OFFSETS_BASE, DW_FORM_SEC_OFFSET, Value::SecOffset(tree.str_offsets_base));
        }
        tree.attr(0, at::STMT_LIST, DW_FORM_SEC_OFFSET, Value::SecOffset(line_table));
        tree.string(0, at::COMP_DIR, di.str(unit_file, "directory").unwrap_or(""));
        if let (Some(first), Some(last)) = (self.functions.first(), self.functions.last()) {
            if self.functions.iter().all(|f| f.section == first.section) {
                tree.address(0, at::LOW_PC, first.begin);
                tree.unit_low_pc = Some(first.begin);
                tree.attr(0, at::HIGH_PC, DW_FORM_DATA4, Value::Length(last.end, first.begin));
            }
        }
        if self.version >= 5 {
            let addr_base = tree.addr_base;
            tree.attr(0, at::ADDR_BASE, DW_FORM_SEC_OFFSET, Value::SecOffset(addr_base));
        }

        let mut b = UnitBuilder { m: self, out, tree, types: FxHashMap::default(), array_index_type: None, subprograms: FxHashMap::default(), namespaces: FxHashMap::default(), abstract_subprograms: FxHashMap::default(), statics: Vec::new() };
        let full = di.word(cu, "emissionKind") != Some("LineTablesOnly");
        // Global variables of the unit's scope first, as llc; those of a function's scope
        // (static locals) go under its subprogram below.
        let globals = b.global_variables(&mut global_symbol);
        if full {
            for &(var, sym) in &globals {
                if di.node(var, "scope").is_some_and(|s| di.kind(s) == b"DISubprogram") {
                    continue;
                }
                let parent = b.scope_parent(di.node(var, "scope"));
                b.global_variable(parent, var, sym)?;
            }
        }
        b.statics = globals.into_iter().filter(|&(var, _)| di.node(var, "scope").is_some_and(|s| di.kind(s) == b"DISubprogram")).collect();
        let functions = std::mem::take(&mut b.m.functions);
        for f in &functions {
            let die = b.subprogram(f, full)?;
            b.subprograms.insert(f.subprogram, die);
        }
        let mut tree = b.tree;
        tree.write(out)?;
        // The assembler writes the line program after this label.
        let spec = kiln_mc::context::SectionSpec::new(".debug_line", 1, 0);
        let line_section = out.context_mut().get_or_create_section(&spec)?;
        out.switch_section(line_section).map_err(mc)?;
        out.emit_label(line_table).map_err(mc)
    }
}

/// The integer value of module flag `name` (`!{i32 7, !"Dwarf Version", i32 5}`).
fn module_flag(module: &Module, name: &str) -> Option<i128> {
    let flags = module.symbols.lookup(b"llvm.module.flags")?;
    let (_, ops) = module.named_metadata.iter().find(|(n, _)| *n == flags)?;
    let di = Di { module };
    ops.iter().find_map(|&flag| {
        let t = di.tuple(Some(flag));
        let key = t.get(1).copied().flatten()?;
        match &module.metadata[key.index()] {
            kiln_ir::Metadata::String(s) if module.symbols.bytes(*s) == name.as_bytes() => {}
            _ => return None,
        }
        match &module.metadata[t.get(2).copied().flatten()?.index()] {
            kiln_ir::Metadata::Value(_, kiln_ir::Value::Const(c)) => match module.consts.get(*c).kind {
                kiln_ir::ConstKind::Int(v) => Some(v as i128),
                _ => None,
            },
            _ => None,
        }
    })
}

struct UnitBuilder<'a, 'm> {
    m: &'a mut DebugModule<'m>,
    out: &'a mut dyn Streamer,
    tree: DieTree,
    types: FxHashMap<MdId, u32>,
    array_index_type: Option<u32>,
    subprograms: FxHashMap<MdId, u32>,
    namespaces: FxHashMap<MdId, u32>,
    /// The abstract DIEs (`DW_AT_inline`) of inlined functions.
    abstract_subprograms: FxHashMap<MdId, u32>,
    /// Global variables of a function's scope (static locals), each with its symbol.
    statics: Vec<(MdId, Option<SymbolId>)>,
}

impl<'m> UnitBuilder<'_, 'm> {
    fn di(&self) -> Di<'m> {
        self.m.di
    }

    /// The unit's global variables that have a location: each `DIGlobalVariable` with its IR
    /// global's symbol.
    fn global_variables(&mut self, global_symbol: &mut impl FnMut(GlobalId) -> SymbolId) -> Vec<(MdId, Option<SymbolId>)> {
        let di = self.m.di;
        let module = di.module;
        let mut by_var: FxHashMap<MdId, GlobalId> = FxHashMap::default();
        let dbg = module.symbols.lookup(b"dbg");
        for &g in &module.vars {
            for &(k, expr) in &module.globals[g.index()].metadata {
                if Some(k) == dbg && di.positional(di.node(expr, "expr").unwrap_or(expr)).next().is_none() {
                    if let Some(var) = di.node(expr, "var") {
                        by_var.entry(var).or_insert(g);
                    }
                }
            }
        }
        let list = di.tuple(di.node(self.m.cu, "globals"));
        list.iter()
            .flatten()
            .filter_map(|&gve| di.node(gve, "var"))
            .map(|var| {
                let sym = by_var.get(&var).filter(|&&g| module.globals[g.index()].thread_local == kiln_ir::ThreadLocal::Default).map(|&g| global_symbol(g));
                (var, sym)
            })
            .collect()
    }

    fn decl(&mut self, die: u32, node: MdId) -> Result<(), String> {
        let di = self.di();
        if let Some(line) = di.int(node, "line").filter(|&l| l > 0) {
            let file = self.m.file_number(self.out, node)?;
            self.tree.data(die, at::DECL_FILE, file as u64);
            self.tree.data(die, at::DECL_LINE, line as u64);
        }
        Ok(())
    }

    fn name(&mut self, die: u32, node: MdId) {
        if let Some(name) = self.di().str(node, "name").filter(|n| !n.is_empty()) {
            self.tree.string(die, at::NAME, name);
        }
    }

    /// `DW_AT_type`; a type kiln cannot describe is left out, with a warning.
    fn type_attr(&mut self, die: u32, ty: Option<MdId>) -> Result<(), String> {
        match self.type_die(ty) {
            Ok(Some(t)) => self.tree.attr(die, at::TYPE, DW_FORM_REF4, Value::Ref(t)),
            Ok(None) => {}
            Err(e) => self.warn(e),
        }
        Ok(())
    }

    fn warn(&mut self, message: String) {
        if !self.m.warnings.contains(&message) {
            self.m.warnings.push(message);
        }
    }

    fn global_variable(&mut self, parent: u32, var: MdId, sym: Option<SymbolId>) -> Result<(), String> {
        let di = self.di();
        let die = self.tree.add(parent, tag::VARIABLE);
        self.name(die, var);
        self.type_attr(die, di.node(var, "type"))?;
        if di.field(var, "isLocal") != Some(&MdField::Word(sym_true(di))) {
            self.tree.attr(die, at::EXTERNAL, DW_FORM_FLAG_PRESENT, Value::Flag);
        }
        self.decl(die, var)?;
        if let Some(sym) = sym {
            self.tree.attr(die, at::LOCATION, DW_FORM_EXPRLOC, Value::AddrExpr(sym));
        }
        Ok(())
    }

    fn subprogram(&mut self, f: &FunctionRecord, full: bool) -> Result<u32, String> {
        let di = self.di();
        let sp = f.subprogram;
        let parent = self.scope_parent(di.node(sp, "scope"));
        let die = self.tree.add(parent, tag::SUBPROGRAM);
        self.tree.address(die, at::LOW_PC, f.begin);
        self.tree.attr(die, at::HIGH_PC, DW_FORM_DATA4, Value::Length(f.end, f.begin));
        if let (Some(reg), true) = (f.frame_base, full) {
            let expr = if reg < 32 { vec![0x50 + reg as u8] } else { let mut e = vec![0x90]; kiln_mc::dwarf_cfi::write_uleb(&mut e, reg as u64); e };
            self.tree.attr(die, at::FRAME_BASE, DW_FORM_EXPRLOC, Value::Expr(expr));
        }
        self.subprogram_attrs(die, sp, full)?;
        let mut scope_dies: FxHashMap<MdId, u32> = FxHashMap::default();
        scope_dies.insert(sp, die);
        if !full {
            self.inlined_subroutines(f, full, &scope_dies)?;
            return Ok(die);
        }
        // Static locals first (as llc), then parameters by argument number, then the other
        // variables in frame order.
        let statics: Vec<(MdId, Option<SymbolId>)> = self.statics.iter().copied().filter(|&(var, _)| di.node(var, "scope") == Some(sp)).collect();
        for (var, sym) in statics {
            self.global_variable(die, var, sym)?;
        }
        let mut vars = f.variables.clone();
        vars.sort_by_key(|&(v, _)| di.int(v, "arg").map_or(u64::MAX, |a| a as u64));
        for (var, location) in vars {
            let is_param = di.int(var, "arg").is_some();
            // A variable of a block without code has no place (as with llc).
            let Some(parent) = di.node(var, "scope").and_then(|s| self.scope_die(f, s, &mut scope_dies)) else { continue };
            let v = self.tree.add(parent, if is_param { tag::FORMAL_PARAMETER } else { tag::VARIABLE });
            match location {
                VariableLocation::FrameOffset(offset) => {
                    let mut expr = vec![0x91]; // DW_OP_fbreg
                    write_sleb(&mut expr, offset);
                    self.tree.attr(v, at::LOCATION, DW_FORM_EXPRLOC, Value::Expr(expr));
                }
                VariableLocation::Single(expr) => self.tree.attr(v, at::LOCATION, DW_FORM_EXPRLOC, Value::Expr(expr)),
                VariableLocation::List(list) => self.tree.attr(v, at::LOCATION, DW_FORM_SEC_OFFSET, Value::LocList(list)),
                VariableLocation::None => {}
            }
            self.name(v, var);
            self.decl(v, var)?;
            self.type_attr(v, di.node(var, "type"))?;
        }
        self.retained_variables(die, sp, &f.variables)?;
        self.inlined_subroutines(f, full, &scope_dies)?;
        Ok(die)
    }

    /// A subprogram's names, declaration and type (with line tables only, its names).
    fn subprogram_attrs(&mut self, die: u32, sp: MdId, full: bool) -> Result<(), String> {
        let di = self.di();
        if let Some(linkage) = di.str(sp, "linkageName") {
            self.tree.string(die, at::LINKAGE_NAME, linkage);
        }
        self.name(die, sp);
        if !full {
            return Ok(());
        }
        self.decl(die, sp)?;
        let sub_type = di.node(sp, "type");
        if di.has_flag(sp, "flags", "DIFlagPrototyped") {
            self.tree.attr(die, at::PROTOTYPED, DW_FORM_FLAG_PRESENT, Value::Flag);
        }
        let ret = di.tuple(sub_type.and_then(|t| di.node(t, "types"))).first().copied().flatten();
        self.type_attr(die, ret)?;
        if di.has_flag(sp, "flags", "DIFlagNoReturn") {
            self.tree.attr(die, at::NORETURN, DW_FORM_FLAG_PRESENT, Value::Flag);
        }
        if !di.has_flag(sp, "spFlags", "DISPFlagLocalToUnit") {
            self.tree.attr(die, at::EXTERNAL, DW_FORM_FLAG_PRESENT, Value::Flag);
        }
        Ok(())
    }

    /// `DW_TAG_inlined_subroutine`s of `f`'s inlined calls, each inside the call that holds it,
    /// or else inside the lexical block (with a DIE) or subprogram of its call site;
    /// `scope_dies` are the DIEs of the subprogram and its lexical blocks.
    fn inlined_subroutines(&mut self, f: &FunctionRecord, full: bool, scope_dies: &FxHashMap<MdId, u32>) -> Result<(), String> {
        let di = self.di();
        let mut call_dies: FxHashMap<InlinedCall, u32> = FxHashMap::default();
        for scope in &f.inlined {
            let (callee, call) = scope.call;
            let parent = match scope.parent {
                Some(p) => call_dies[&p],
                None => std::iter::successors(di.node(call, "scope"), |&s| di.node(s, "scope"))
                    .find_map(|s| scope_dies.get(&s).copied())
                    .unwrap_or(scope_dies[&f.subprogram]),
            };
            let origin = self.abstract_subprogram(callee, full)?;
            let die = self.tree.add(parent, tag::INLINED_SUBROUTINE);
            self.tree.attr(die, at::ABSTRACT_ORIGIN, DW_FORM_REF4, Value::Ref(origin));
            self.ranges(die, &scope.ranges);
            if let Some(call_scope) = di.node(call, "scope") {
                let file = self.m.file_number(self.out, call_scope)?;
                self.tree.data(die, at::CALL_FILE, file as u64);
            }
            self.tree.data(die, at::CALL_LINE, di.int(call, "line").unwrap_or(0) as u64);
            if let Some(column) = di.int(call, "column").filter(|&c| c > 0) {
                self.tree.data(die, at::CALL_COLUMN, column as u64);
            }
            call_dies.insert(scope.call, die);
        }
        Ok(())
    }

    /// The abstract DIE of an inlined function (`DW_AT_inline`), made on first use.
    fn abstract_subprogram(&mut self, sp: MdId, full: bool) -> Result<u32, String> {
        if let Some(&die) = self.abstract_subprograms.get(&sp) {
            return Ok(die);
        }
        let parent = self.scope_parent(self.di().node(sp, "scope"));
        let die = self.tree.add(parent, tag::SUBPROGRAM);
        self.abstract_subprograms.insert(sp, die);
        self.subprogram_attrs(die, sp, full)?;
        self.tree.data(die, at::INLINE, 1); // DW_INL_inlined
        if full {
            self.retained_variables(die, sp, &[])?;
        }
        Ok(die)
    }

    /// The subprogram's retained variables (`retainedNodes`: what optimised code keeps of its
    /// parameters and locals) other than those placed on the stack (`placed`), without a
    /// location: a debugger shows them as optimised out.
    fn retained_variables(&mut self, die: u32, sp: MdId, placed: &[(MdId, VariableLocation)]) -> Result<(), String> {
        let di = self.di();
        for &var in di.tuple(di.node(sp, "retainedNodes")).iter().flatten() {
            if di.kind(var) != b"DILocalVariable" || di.node(var, "scope") != Some(sp) || placed.iter().any(|&(v, _)| v == var) {
                continue;
            }
            let v = self.tree.add(die, if di.int(var, "arg").is_some() { tag::FORMAL_PARAMETER } else { tag::VARIABLE });
            self.name(v, var);
            self.decl(v, var)?;
            self.type_attr(v, di.node(var, "type"))?;
        }
        Ok(())
    }

    /// `DW_AT_low_pc`/`DW_AT_high_pc` for one range, `DW_AT_ranges` for several.
    fn ranges(&mut self, die: u32, ranges: &[(SymbolId, SymbolId)]) {
        match ranges {
            [(begin, end)] => {
                self.tree.address(die, at::LOW_PC, *begin);
                self.tree.attr(die, at::HIGH_PC, DW_FORM_DATA4, Value::Length(*end, *begin));
            }
            _ => self.tree.attr(die, at::RANGES, DW_FORM_SEC_OFFSET, Value::Ranges(ranges.to_vec())),
        }
    }

    /// The DIE of a scope of function `f`: its subprogram or a lexical block with code, made
    /// on first use inside its parent's.
    fn scope_die(&mut self, f: &FunctionRecord, scope: MdId, dies: &mut FxHashMap<MdId, u32>) -> Option<u32> {
        if let Some(&d) = dies.get(&scope) {
            return Some(d);
        }
        let (_, ranges) = f.blocks.iter().find(|(b, _)| *b == scope)?;
        // Blocks without variables of their own have no DIE: skip to the nearest that has one.
        let di = self.di();
        let parent = std::iter::successors(di.node(scope, "scope"), |&s| di.node(s, "scope"))
            .find(|s| dies.contains_key(s) || f.blocks.iter().any(|(b, _)| b == s) || di.kind(*s) == b"DISubprogram")?;
        let parent_die = self.scope_die(f, parent, dies)?;
        let die = self.tree.add(parent_die, tag::LEXICAL_BLOCK);
        self.ranges(die, ranges);
        dies.insert(scope, die);
        Some(die)
    }

    /// The DIE of a type (`None` for `void`), made on first use.
    fn type_die(&mut self, ty: Option<MdId>) -> Result<Option<u32>, String> {
        let Some(ty) = ty else { return Ok(None) };
        if let Some(&d) = self.types.get(&ty) {
            return Ok(Some(d));
        }
        let di = self.di();
        let kind = di.kind(ty);
        let die = match kind {
            b"DIBasicType" => {
                let die = self.tree.add(0, tag::BASE_TYPE);
                self.types.insert(ty, die);
                self.name(die, ty);
                if let Some(e) = di.word(ty, "encoding") {
                    match encoding_code(e) {
                        Some(code) => self.tree.data(die, at::ENCODING, code),
                        None => self.warn(format!("debug information for base type encoding {e} is not emitted")),
                    }
                }
                self.tree.data(die, at::BYTE_SIZE, di.int(ty, "size").unwrap_or(0) as u64 / 8);
                die
            }
            b"DIDerivedType" | b"DICompositeType" => {
                let tag_name = di.word(ty, "tag").unwrap_or("");
                let tag = type_tag(tag_name).ok_or_else(|| format!("debug information for {tag_name} is not emitted"))?;
                let parent = self.scope_parent(di.node(ty, "scope"));
                let die = self.tree.add(parent, tag);
                self.types.insert(ty, die);
                self.composite_or_derived(die, ty, tag)?;
                die
            }
            b"DISubroutineType" => {
                let die = self.tree.add(0, tag::SUBROUTINE_TYPE);
                self.types.insert(ty, die);
                let types = di.tuple(di.node(ty, "types"));
                self.type_attr(die, types.first().copied().flatten())?;
                if di.has_flag(ty, "flags", "DIFlagPrototyped") {
                    self.tree.attr(die, at::PROTOTYPED, DW_FORM_FLAG_PRESENT, Value::Flag);
                }
                for &p in types.iter().skip(1) {
                    match p {
                        Some(p) => {
                            let d = self.tree.add(die, tag::FORMAL_PARAMETER);
                            self.type_attr(d, Some(p))?;
                        }
                        None => {
                            self.tree.add(die, tag::UNSPECIFIED_PARAMETERS);
                        }
                    }
                }
                die
            }
            other => return Err(format!("debug information for {} is not emitted", String::from_utf8_lossy(other))),
        };
        Ok(Some(die))
    }

    /// The DIE that holds an entity declared in `scope`: a namespace's (`DINamespace`, made on
    /// first use inside its own scope's, as C++ and Rust name items), otherwise the unit.
    fn scope_parent(&mut self, scope: Option<MdId>) -> u32 {
        let di = self.di();
        let Some(scope) = scope.filter(|&s| di.kind(s) == b"DINamespace") else { return 0 };
        if let Some(&die) = self.namespaces.get(&scope) {
            return die;
        }
        let parent = self.scope_parent(di.node(scope, "scope"));
        let die = self.tree.add(parent, tag::NAMESPACE);
        self.namespaces.insert(scope, die);
        self.name(die, scope); // none for an anonymous namespace
        if self.m.version >= 5 && di.field(scope, "exportSymbols") == Some(&MdField::Word(sym_true(di))) {
            self.tree.attr(die, at::EXPORT_SYMBOLS, DW_FORM_FLAG_PRESENT, Value::Flag);
        }
        die
    }

    fn composite_or_derived(&mut self, die: u32, ty: MdId, tag: u16) -> Result<(), String> {
        let di = self.di();
        let is_composite = di.kind(ty) == b"DICompositeType";
        self.type_attr(die, di.node(ty, "baseType"))?;
        if tag != tag::ARRAY_TYPE {
            self.name(die, ty);
        }
        if !is_composite {
            if tag == tag::TYPEDEF {
                self.decl(die, ty)?;
            }
            return Ok(());
        }
        let fwd = di.has_flag(ty, "flags", "DIFlagFwdDecl");
        if tag != tag::ARRAY_TYPE {
            if fwd {
                self.tree.attr(die, at::DECLARATION, DW_FORM_FLAG_PRESENT, Value::Flag);
            } else if let Some(size) = di.int(ty, "size") {
                self.tree.data(die, at::BYTE_SIZE, size as u64 / 8);
            }
            self.decl(die, ty)?;
        }
        for &element in di.tuple(di.node(ty, "elements")).iter().flatten() {
            match di.kind(element) {
                b"DIDerivedType" if di.word(element, "tag") == Some("DW_TAG_member") => self.member(die, element)?,
                b"DISubrange" => {
                    let index_type = self.array_index_type();
                    let d = self.tree.add(die, tag::SUBRANGE_TYPE);
                    self.tree.attr(d, at::TYPE, DW_FORM_REF4, Value::Ref(index_type));
                    if let Some(count) = di.int(element, "count").filter(|&c| c >= 0) {
                        self.tree.data(d, at::COUNT, count as u64);
                    }
                }
                b"DIEnumerator" => {
                    let d = self.tree.add(die, tag::ENUMERATOR);
                    self.name(d, element);
                    let value = di.int(element, "value").unwrap_or(0);
                    if di.field(element, "isUnsigned").is_some() {
                        self.tree.attr(d, at::CONST_VALUE, DW_FORM_UDATA, Value::Int(value as u64));
                    } else {
                        self.tree.attr(d, at::CONST_VALUE, DW_FORM_SDATA, Value::Int(value as i64 as u64));
                    }
                }
                other => self.warn(format!("debug information for {} in a composite type is not emitted", String::from_utf8_lossy(other))),
            }
        }
        Ok(())
    }

    fn member(&mut self, parent: u32, member: MdId) -> Result<(), String> {
        let di = self.di();
        let d = self.tree.add(parent, tag::MEMBER);
        self.name(d, member);
        self.type_attr(d, di.node(member, "baseType"))?;
        self.decl(d, member)?;
        let offset = di.int(member, "offset").unwrap_or(0) as u64;
        if di.has_flag(member, "flags", "DIFlagBitField") {
            self.tree.data(d, at::BIT_SIZE, di.int(member, "size").unwrap_or(0) as u64);
            self.tree.data(d, at::DATA_BIT_OFFSET, offset);
        } else {
            self.tree.data(d, at::DATA_MEMBER_LOCATION, offset / 8);
        }
        Ok(())
    }

    /// The artificial index type of arrays (`__ARRAY_SIZE_TYPE__`, as clang names it).
    fn array_index_type(&mut self) -> u32 {
        if let Some(t) = self.array_index_type {
            return t;
        }
        let t = self.tree.add(0, tag::BASE_TYPE);
        self.tree.string(t, at::NAME, "__ARRAY_SIZE_TYPE__");
        self.tree.data(t, at::BYTE_SIZE, 8);
        self.tree.data(t, at::ENCODING, 7);
        self.array_index_type = Some(t);
        t
    }
}

fn sym_true(di: Di<'_>) -> kiln_ir::Sym {
    di.module.symbols.lookup(b"true").unwrap_or(kiln_ir::Sym(u32::MAX))
}
