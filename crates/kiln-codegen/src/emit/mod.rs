//! The AsmPrinter: code emission from machine functions and the IR module's globals into an
//! MC [`Streamer`] (assembly text or an ELF object, whichever streamer the driver passes).
//!
//! The MC layer knows labels, directives and `MCInst`s, not functions or globals; this module
//! lowers one to the other. [`function`] emits a machine function (header, block labels,
//! `.cfi_*` directives, constant pools, jump tables, `.size`), asking the target's
//! [`TargetAsmLowering`] to turn each `MachineInstr` into `MCInst`s; [`globals`] emits the
//! module's global variables, aliases and static constructors into the sections [`sections`]
//! picks (ELF rules: `.data`, `.bss`, `.rodata`, mergeable strings and constants,
//! `.data.rel.ro`, TLS, COMDAT groups); [`constants`] turns IR constants into bytes and
//! relocatable `MCExpr`s. The order follows llc: functions first, then the globals, then the
//! declarations' attributes, aliases and the `.note.GNU-stack` marker.
//!
//! ```text
//! let mut printer = AsmPrinter::new(&mut streamer, &x86_lowering, mir_target, &module, reloc)?;
//! printer.begin_module()?;
//! for mf in functions { printer.emit_function(&mf)?; }
//! printer.finish_module()?;
//! let bytes = streamer.finish();
//! ```

pub mod constants;
pub mod function;
pub mod globals;
pub mod sections;
mod symbols;

use crate::target::instr_info::TargetInstrInfo;
use kiln_ir::{GlobalId, Module};
use kiln_mc::inst::MCInst;
use kiln_mc::{Context, MCError, Streamer, SymbolId};
use rustc_hash::FxHashMap;

use crate::mir::{MachineFunction, MachineInstr, MachineOperand, MirTarget};
use crate::target::data_layout::ModuleLayout;
use crate::target::machine::RelocModel;

pub use symbols::{unquote_mir_name, GlobalSymbols, Mangler, MirGlobal};

/// The target's part of the AsmPrinter: machine instructions to MC instructions.
pub trait TargetAsmLowering {
    /// Lowers `mi` (a target instruction or a target pseudo; the target-independent pseudos
    /// are the printer's) into zero or more `MCInst`s appended to `out`.
    fn lower_instruction(&self, cx: &mut LowerContext<'_>, mi: &MachineInstr, out: &mut LoweredInsts) -> Result<(), String>;

    /// Whether the target's own pseudo `opcode` lowers to nothing at all, neither instructions
    /// nor a line-table row (x86's compiler-only fence); the target-independent pseudos that
    /// emit nothing are the printer's.
    fn emits_nothing(&self, _opcode: u32) -> bool {
        false
    }

    /// The target's assembly parser, which inline assembly goes through; `None` when the
    /// target cannot parse assembly (inline assembly is then an error).
    fn asm_parser(&self) -> Option<Box<dyn kiln_mc::parser::TargetAsmParser>> {
        None
    }

    /// Writes operand group `group` of inline-asm instruction `mi` (its operands start at
    /// `group.first`) as a reference with `modifier` (`${0:k}` has `k`) prints it into `out`;
    /// `Err(())` for a modifier or operand the target cannot print ("invalid operand").
    fn print_inline_asm_operand(&self, cx: &mut LowerContext<'_>, mi: &MachineInstr, group: crate::inline_asm::Group, modifier: Option<&str>, out: &mut String) -> Result<(), ()> {
        let _ = (cx, mi, group, modifier, out);
        Err(())
    }
}

/// The MCInsts one machine instruction lowers to. The instructions, with their operand
/// vectors, stay from one machine instruction to the next and are written over in place
/// ([`LoweredInsts::push`]), so lowering neither allocates nor moves an `MCInst` per
/// instruction.
#[derive(Default)]
pub struct LoweredInsts {
    insts: Vec<MCInst>,
    /// How many of `insts` the current machine instruction lowered to.
    len: usize,
}

impl LoweredInsts {
    /// Appends an instruction of `opcode` with no operands and no flags (its operand vector
    /// an earlier instruction's, emptied) and returns it.
    #[inline]
    pub fn push(&mut self, opcode: u32) -> &mut MCInst {
        if self.len == self.insts.len() {
            self.insts.push(MCInst::new(opcode));
        } else {
            let inst = &mut self.insts[self.len];
            inst.opcode = opcode;
            inst.operands.clear();
            inst.flags = 0;
        }
        self.len += 1;
        &mut self.insts[self.len - 1]
    }

    /// Appends `inst` as it is.
    pub fn push_inst(&mut self, inst: MCInst) {
        *self.push(0) = inst;
    }

    /// The instructions appended since the last [`clear`](Self::clear).
    #[inline]
    pub fn as_slice(&self) -> &[MCInst] {
        &self.insts[..self.len]
    }

    /// Forgets the instructions (keeping them to be written over).
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

/// A symbolic operand resolved to its MC symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SymbolOperand<'a> {
    pub symbol: SymbolId,
    pub offset: i64,
    /// The operand's target flags as MIR writes them (`x86-plt`), empty when none.
    pub target_flags: &'a str,
}

/// What a target's lowering may ask while lowering one function's instructions.
pub struct LowerContext<'a> {
    pub ctx: &'a mut Context,
    pub mf: &'a MachineFunction,
    pub(crate) mangler: &'a Mangler<'a>,
    pub(crate) block_addresses: &'a mut FxHashMap<(GlobalId, u32), SymbolId>,
    pub(crate) global_symbols: &'a mut FxHashMap<Box<str>, SymbolId>,
    pub(crate) symbol_of_global: &'a mut GlobalSymbols,
    pub(crate) labels: &'a function::FunctionLabels,
    pub(crate) operand_symbols: &'a mut OperandSymbols,
}

/// The symbols of one function's `@global`, external-symbol and MC-symbol operands, keyed by
/// the function's [`crate::mir::StrId`] of the name: a name's text is hashed (and mangled or
/// unquoted) once per function, not once per operand. Cleared for each function.
#[derive(Default)]
pub(crate) struct OperandSymbols {
    globals: FxHashMap<u32, SymbolId>,
    externals: FxHashMap<u32, SymbolId>,
}

impl OperandSymbols {
    /// Forgets the previous function's names.
    pub(crate) fn next_function(&mut self) {
        self.globals.clear();
        self.externals.clear();
    }

    /// The symbol of `name` in `table`, made by `create` on the function's first use.
    fn get_or_insert(table: &mut FxHashMap<u32, SymbolId>, name: crate::mir::StrId, create: impl FnOnce() -> Result<SymbolId, String>) -> Result<SymbolId, String> {
        if let Some(&s) = table.get(&name.0) {
            return Ok(s);
        }
        let s = create()?;
        table.insert(name.0, s);
        Ok(s)
    }
}

impl<'a> LowerContext<'a> {
    /// The symbol (with offset and target flags) of a global, external symbol, block,
    /// constant-pool entry, jump table, block address or MC symbol operand; `None` for the other
    /// operand kinds.
    pub fn symbol_operand(&mut self, op: &MachineOperand) -> Result<Option<SymbolOperand<'a>>, String> {
        let mf = self.mf;
        let (symbol, offset, flags) = match *op {
            MachineOperand::Global { name, offset, target_flags } => {
                let (ctx, mangler, global_symbols, by_global) = (&mut *self.ctx, self.mangler, &mut *self.global_symbols, &mut *self.symbol_of_global);
                let symbol = OperandSymbols::get_or_insert(&mut self.operand_symbols.globals, name, || {
                    let text = mf.str(name);
                    Ok(match global_symbols.get(text) {
                        Some(&s) => s,
                        None => {
                            let s = match mangler.resolve_mir(text)? {
                                MirGlobal::Global(g) => by_global.get(ctx, mangler, g),
                                MirGlobal::External(name) => ctx.get_or_create_symbol(&name),
                            };
                            global_symbols.insert(text.into(), s);
                            s
                        }
                    })
                })?;
                (symbol, offset, target_flags)
            }
            MachineOperand::ExternalSymbol { name, offset, target_flags } => (self.external_symbol(name)?, offset, target_flags),
            MachineOperand::McSymbol { name, target_flags } => (self.external_symbol(name)?, 0, target_flags),
            MachineOperand::Block(b) => (self.labels.block_symbol(b), 0, crate::mir::TargetFlags::NONE),
            MachineOperand::ConstantPool { index, offset, target_flags } => {
                let s = self.labels.constant_pool.get(index as usize).copied().ok_or_else(|| format!("constant-pool index {index} out of range"))?;
                (s, offset, target_flags)
            }
            MachineOperand::JumpTable { index, target_flags } => {
                let s = self.labels.jump_tables.get(index as usize).copied().ok_or_else(|| format!("jump-table index {index} out of range"))?;
                (s, 0, target_flags)
            }
            MachineOperand::BlockAddress { text, offset, target_flags } => {
                let (func, block) = self.mangler.parse_block_address(mf.str(text))?;
                let s = block_address_symbol(self.ctx, self.block_addresses, func, block);
                (s, offset, target_flags)
            }
            _ => return Ok(None),
        };
        Ok(Some(SymbolOperand { symbol, offset, target_flags: mf.target_flags_str(flags) }))
    }
}

impl LowerContext<'_> {
    /// The symbol an external-symbol or MC-symbol operand names.
    fn external_symbol(&mut self, name: crate::mir::StrId) -> Result<SymbolId, String> {
        let (ctx, mf) = (&mut *self.ctx, self.mf);
        OperandSymbols::get_or_insert(&mut self.operand_symbols.externals, name, || Ok(ctx.get_or_create_symbol(&unquote_mir_name(mf.str(name)))))
    }
}

/// The temporary label of `blockaddress(func, block)`, created on first use.
pub(crate) fn block_address_symbol(ctx: &mut Context, map: &mut FxHashMap<(GlobalId, u32), SymbolId>, func: GlobalId, block: u32) -> SymbolId {
    *map.entry((func, block)).or_insert_with(|| ctx.create_temp_symbol())
}

/// Turns a streamer error into the printer's `String` errors.
pub(crate) fn mc(e: MCError) -> String {
    e.message
}

/// Emits a module through a streamer. See the module documentation for the call order.
pub struct AsmPrinter<'s, 'm> {
    pub(crate) out: &'s mut dyn Streamer,
    pub(crate) target: &'s dyn TargetAsmLowering,
    pub(crate) mir: MirTarget,
    pub(crate) module: &'m Module,
    pub(crate) layout: ModuleLayout,
    pub(crate) reloc: RelocModel,
    pub(crate) mangler: Mangler<'m>,
    /// Functions emitted so far (numbers `.LBB<n>_`, `.Lfunc_end<n>`, `.LCPI<n>_`, `.LJTI<n>_`).
    pub(crate) function_number: u32,
    pub(crate) block_addresses: FxHashMap<(GlobalId, u32), SymbolId>,
    /// The symbol of each global MIR names (`@name` operands, by the text after `@`), resolved
    /// once per module.
    pub(crate) global_symbols: FxHashMap<Box<str>, SymbolId>,
    /// The symbol of each global value the functions, initializers and operands name, by
    /// `GlobalId`.
    pub(crate) symbol_of_global: GlobalSymbols,
    /// The sections of globals and functions that only their kind places.
    pub(crate) plain_sections: sections::PlainSections,
    /// The initializer image being handed to an object streamer, reused from one global to
    /// the next.
    pub(crate) data_image: constants::DataImage,
    /// The MCInsts one machine instruction lowers to.
    pub(crate) insts: LoweredInsts,
    /// The symbols of the current function's operands, by name ([`LowerContext::symbol_operand`]).
    pub(crate) operand_symbols: OperandSymbols,
    /// Exception-handling output: label numbering, type-info stubs, personalities.
    pub(crate) eh: crate::eh::lsda::EhModuleState,
    /// The next `${:uid}` number (one per inline asm that asks for it).
    pub(crate) inline_asm_uid: u32,
    /// `-function-sections`, `-data-sections`, `-unique-section-names`.
    pub(crate) section_options: SectionOptions,
    /// The last unique section id handed out (`-unique-section-names=false`).
    pub(crate) last_unique_id: u32,
    /// `-emulated-tls`: thread-local variables are not emitted (their control variables are).
    pub(crate) emulated_tls: bool,
    /// `-dwarf-version`, when given (otherwise the module's "Dwarf Version" flag).
    pub(crate) dwarf_version: Option<u16>,
    /// The module's debug information, when it has any (from `begin_module`).
    pub(crate) debug: Option<crate::debug_info::unit::DebugModule<'m>>,
    /// Warnings for the driver to print (debug information kiln cannot emit).
    pub(crate) warnings: Vec<String>,
    /// With the target's instruction info, spill-slot accesses get llc's `# 4-byte Spill`
    /// comments ([`crate::regalloc::stack_access`]).
    pub(crate) stack_access_comments: Option<&'s dyn TargetInstrInfo>,
}

/// Which globals get sections of their own, and how those are told apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SectionOptions {
    pub function_sections: bool,
    pub data_sections: bool,
    /// Sections of their own keep the plain name and carry a unique id.
    pub no_unique_names: bool,
}

impl SectionOptions {
    /// How a function (`function`) or a global variable gets a section of its own, if it does;
    /// unique ids come from `last_unique_id`.
    pub(crate) fn own_section(self, function: bool, last_unique_id: &mut u32) -> Option<sections::OwnSection<'_>> {
        let wanted = if function { self.function_sections } else { self.data_sections };
        wanted.then(|| if self.no_unique_names { sections::OwnSection::ById(last_unique_id) } else { sections::OwnSection::ByName })
    }
}

impl<'s, 'm> AsmPrinter<'s, 'm> {
    /// A printer for `module` (whose globals it emits) into `out`.
    pub fn new(out: &'s mut dyn Streamer, target: &'s dyn TargetAsmLowering, mir: MirTarget, module: &'m Module, reloc: RelocModel) -> Result<AsmPrinter<'s, 'm>, String> {
        let layout = ModuleLayout::for_module(module)?;
        Ok(AsmPrinter {
            out,
            target,
            mir,
            module,
            layout,
            reloc,
            mangler: Mangler::new(module),
            function_number: 0,
            block_addresses: FxHashMap::default(),
            global_symbols: FxHashMap::default(),
            symbol_of_global: GlobalSymbols::default(),
            plain_sections: Default::default(),
            data_image: Default::default(),
            insts: LoweredInsts::default(),
            operand_symbols: OperandSymbols::default(),
            eh: Default::default(),
            inline_asm_uid: 0,
            section_options: SectionOptions::default(),
            last_unique_id: 0,
            emulated_tls: false,
            dwarf_version: None,
            debug: None,
            warnings: Vec::new(),
            stack_access_comments: None,
        })
    }

    /// Sets `-function-sections`, `-data-sections` and `-unique-section-names`.
    pub fn set_section_options(&mut self, options: SectionOptions) {
        self.section_options = options;
    }

    /// Comments spills and reloads as llc does (`# 4-byte Spill`, `# 8-byte Folded Reload`),
    /// telling plain moves from folded accesses through `tii`.
    pub fn comment_stack_accesses(&mut self, tii: &'s dyn TargetInstrInfo) {
        self.stack_access_comments = Some(tii);
    }

    /// Sets `-emulated-tls`: thread-local variables are left out, since the module holds their
    /// control variables and initial images ([`crate::prepare::emulated_tls`]).
    pub fn set_emulated_tls(&mut self, emulated: bool) {
        self.emulated_tls = emulated;
    }


    /// The warnings of the module so far (each a line without the `warning: ` prefix).
    pub fn take_warnings(&mut self) -> Vec<String> {
        std::mem::take(&mut self.warnings)
    }

    /// Sets `-dwarf-version`.
    pub fn set_dwarf_version(&mut self, version: Option<u16>) {
        self.dwarf_version = version;
    }

    /// The start of the output: `.file` with the source file's base name.
    pub fn begin_module(&mut self) -> Result<(), String> {
        // Debug information kiln cannot emit is left out with a warning: the code is the same.
        self.debug = crate::debug_info::unit::DebugModule::new(self.module, self.dwarf_version).unwrap_or_else(|e| {
            self.warnings.push(format!("no debug information emitted: {e}"));
            None
        });
        if let Some(debug) = &self.debug {
            let ctx = self.out.context_mut();
            ctx.dwarf_version = debug.version();
            ctx.line_table_comp_dir = debug.line_table_comp_dir();
        }
        let text = self.out.context_mut().text_section();
        self.out.switch_section(text).map_err(mc)?;
        self.out.emit_syntax_directive().map_err(mc)?;
        if let Some(src) = &self.module.source_filename {
            let name = String::from_utf8_lossy(src);
            let base = name.rsplit('/').next().unwrap_or(&name).to_string();
            self.out.emit_file_name(&base).map_err(mc)?;
        }
        Ok(())
    }

    /// The end of the output: global variables, attributes of declarations, weak references,
    /// aliases, `.ident` and the non-executable-stack note. The caller then finishes the streamer.
    pub fn finish_module(&mut self) -> Result<(), String> {
        globals::emit_all(self)?;
        if let Some(mut debug) = self.debug.take() {
            let symbols: FxHashMap<GlobalId, SymbolId> = self
                .module
                .vars
                .iter()
                .map(|&g| (g, self.symbol_of_global.get(self.out.context_mut(), &self.mangler, g)))
                .collect();
            debug.finish(&mut *self.out, |g| symbols[&g])?;
            self.warnings.append(&mut debug.warnings);
        }
        Ok(())
    }
}
