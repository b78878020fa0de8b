//! The module-level part of emission, after the functions: every global variable (visibility,
//! `.type @object`, common and local-common symbols, section, linkage, alignment, label,
//! initializer, `.size`), `llvm.global_ctors`/`llvm.global_dtors` as `.init_array`/`.fini_array`
//! entries, visibility of declarations, `.weak` for `extern_weak` references, aliases as `.set`,
//! `.ident` from `!llvm.ident`, and the `.note.GNU-stack` marker (non-executable stack).

use kiln_ir::{ConstKind, GlobalId, GlobalKind, Linkage, Metadata, ThreadLocal, Type, Value};
use kiln_mc::context::SectionSpec;
use kiln_mc::elf::consts::*;
use kiln_mc::SymbolAttr;

use super::constants::ConstantEmitter;
use super::sections::{self, GlobalSectionKind};
use super::{mc, AsmPrinter};

pub(crate) fn emit_all(p: &mut AsmPrinter<'_, '_>) -> Result<(), String> {
    let module = p.module;
    for &g in &module.vars {
        p.emit_global_variable(g)?;
    }
    p.eh_finish_module()?;
    for f in &module.functions {
        let global = module.global(f.global);
        if f.is_declaration() {
            let sym = symbol(p, f.global);
            p.emit_visibility(sym, global.visibility)?;
        }
    }
    for g in module.vars.iter().copied().chain(module.functions.iter().map(|f| f.global)) {
        if module.global(g).linkage == Linkage::ExternWeak {
            let sym = symbol(p, g);
            p.out.emit_symbol_attribute(sym, SymbolAttr::Weak).map_err(mc)?;
        }
    }
    for &g in &module.aliases {
        p.emit_alias(g)?;
    }
    p.emit_idents()?;
    let note = p.out.context_mut().get_or_create_section(&SectionSpec::new(".note.GNU-stack", SHT_PROGBITS, 0))?;
    p.out.switch_section(note).map_err(mc)
}

fn symbol(p: &mut AsmPrinter<'_, '_>, g: GlobalId) -> kiln_mc::SymbolId {
    p.symbol_of_global.get(p.out.context_mut(), &p.mangler, g)
}

impl AsmPrinter<'_, '_> {
    fn constants(&mut self) -> ConstantEmitter<'_, '_> {
        ConstantEmitter { out: &mut *self.out, module: self.module, layout: &self.layout, mangler: &self.mangler, block_addresses: &mut self.block_addresses, symbols: &mut self.symbol_of_global, image: &mut self.data_image }
    }

    fn emit_global_variable(&mut self, g: GlobalId) -> Result<(), String> {
        let module = self.module;
        let global = module.global(g);
        let name = module.global_name(g).unwrap_or_default();
        if name.starts_with(b"llvm.") {
            return match name {
                b"llvm.global_ctors" => self.emit_structors(g, ".init_array", SHT_INIT_ARRAY),
                b"llvm.global_dtors" => self.emit_structors(g, ".fini_array", SHT_FINI_ARRAY),
                _ => Ok(()),
            };
        }
        let emulated_tls = self.emulated_tls && global.thread_local != ThreadLocal::Default;
        if global.section.is_some_and(|s| module.symbols.bytes(s) == b"llvm.metadata") || global.linkage == Linkage::AvailableExternally || emulated_tls {
            return Ok(());
        }
        let sym = symbol(self, g);
        self.emit_visibility(sym, global.visibility)?;
        let Some(init) = sections::initializer(global) else { return Ok(()) };
        self.out.emit_symbol_attribute(sym, SymbolAttr::TypeObject).map_err(mc)?;
        let kind = sections::classify_global(module, &self.layout, g, self.reloc);
        let size = self.layout.type_alloc_size(global.value_ty);
        let align = sections::preferred_align(&self.layout, global);
        if kind == GlobalSectionKind::Common {
            return self.out.emit_common(sym, size.max(1), align, false).map_err(mc);
        }
        let own = self.section_options.own_section(false, &mut self.last_unique_id);
        let section = if kind == GlobalSectionKind::BssLocal {
            let spec = sections::section_for_global(module, &self.layout, &self.mangler, g, kind, own)?;
            if spec.name == ".bss" && spec.group.is_none() && spec.unique_id.is_none() {
                self.out.emit_symbol_attribute(sym, SymbolAttr::Local).map_err(mc)?;
                return self.out.emit_common(sym, size.max(1), align, false).map_err(mc);
            }
            self.out.context_mut().get_or_create_section(&spec)?
        } else {
            self.plain_sections.get(self.out.context_mut(), module, &self.layout, &self.mangler, g, kind, own)?
        };
        self.out.switch_section(section).map_err(mc)?;
        self.emit_linkage(sym, global.linkage)?;
        if align > 1 {
            self.out.emit_value_to_alignment(align, 0, 1, 0).map_err(mc)?;
        }
        self.out.emit_label(sym).map_err(mc)?;
        self.constants().emit(init)?;
        let size_expr = self.out.context_mut().constant(size as i64);
        self.out.emit_size(sym, size_expr).map_err(mc)
    }

    /// `llvm.global_ctors`/`dtors`: `{ priority, function, key }` entries, by priority, each a
    /// pointer in `.init_array[.NNNNN]` (grouped with its key's COMDAT when it has one).
    fn emit_structors(&mut self, g: GlobalId, base: &str, sh_type: u32) -> Result<(), String> {
        let module = self.module;
        let Some(init) = sections::initializer(module.global(g)) else { return Ok(()) };
        let Value::Const(c) = init else { return Err("malformed structor list".into()) };
        let entries = match &module.consts.get(c).kind {
            ConstKind::Array(vs) => vs.clone(),
            ConstKind::Zero => return Ok(()),
            _ => return Err(format!("malformed {base} list")),
        };
        let mut list: Vec<(u64, Value, Option<GlobalId>)> = Vec::new();
        for e in entries {
            let Value::Const(ec) = e else { return Err("malformed structor entry".into()) };
            let ConstKind::Struct(fields) = &module.consts.get(ec).kind else { return Err("malformed structor entry".into()) };
            let priority = module.const_int(fields[0]).ok_or("structor priority is not a constant")? as u64;
            if super::constants::is_null_value(module, fields[1]) {
                break;
            }
            let key = fields.get(2).and_then(|&k| strip_to_global(module, k));
            list.push((priority, fields[1], key));
        }
        list.sort_by_key(|&(prio, _, _)| prio);
        let ptr_align = self.layout.dl.pointer(0).pref_align;
        let ptr_size = self.layout.dl.pointer_size_bits(0) as u8 / 8;
        let mut previous = None;
        for (priority, func, key) in list {
            let key_name = match key {
                Some(k) if sections::initializer(module.global(k)).is_none() && !module.global(k).is_function() => continue,
                Some(k) => Some(self.mangler.global_name(k)),
                None => None,
            };
            let name = if priority == 65535 { base.to_string() } else { format!("{base}.{priority:05}") };
            let mut spec = SectionSpec::new(name, sh_type, SHF_ALLOC | SHF_WRITE);
            if let Some(k) = key_name {
                spec.group = Some(k);
                spec.comdat = true;
            }
            let section = self.out.context_mut().get_or_create_section(&spec)?;
            self.out.switch_section(section).map_err(mc)?;
            if previous != Some(section) {
                self.out.emit_value_to_alignment(ptr_align, 0, 1, 0).map_err(mc)?;
            }
            previous = Some(section);
            let e = self.constants().lower(func)?;
            self.out.emit_value(e, ptr_size).map_err(mc)?;
        }
        Ok(())
    }

    /// `.set alias, aliasee` with the alias's linkage, type and visibility.
    fn emit_alias(&mut self, g: GlobalId) -> Result<(), String> {
        let module = self.module;
        let global = module.global(g);
        let GlobalKind::Alias { aliasee } = global.kind else { return Ok(()) };
        let sym = symbol(self, g);
        self.emit_linkage(sym, global.linkage)?;
        if matches!(module.types.get(global.value_ty), Type::Function { .. }) {
            self.out.emit_symbol_attribute(sym, SymbolAttr::TypeFunction).map_err(mc)?;
        }
        self.emit_visibility(sym, global.visibility)?;
        let e = self.constants().lower(aliasee)?;
        self.out.emit_assignment(sym, e).map_err(mc)
    }

    /// `.ident` for each string of `!llvm.ident`.
    fn emit_idents(&mut self) -> Result<(), String> {
        let module = self.module;
        let Some(ident) = module.symbols.lookup(b"llvm.ident") else { return Ok(()) };
        let Some((_, nodes)) = module.named_metadata.iter().find(|(n, _)| *n == ident) else { return Ok(()) };
        for &node in nodes {
            let Metadata::Tuple { ops, .. } = module.md(node) else { continue };
            if let Some(Some(first)) = ops.first() {
                if let Metadata::String(s) = module.md(*first) {
                    let text = module.symbols.text(*s).into_owned();
                    self.out.emit_ident(&text).map_err(mc)?;
                }
            }
        }
        Ok(())
    }
}

/// The global under casts (a structor's COMDAT key `i8* bitcast (@g to i8*)`).
fn strip_to_global(module: &kiln_ir::Module, v: Value) -> Option<GlobalId> {
    match v {
        Value::Global(g) => Some(g),
        Value::Const(c) => match &module.consts.get(c).kind {
            ConstKind::Expr(e) if matches!(e.opcode, kiln_ir::Opcode::BitCast | kiln_ir::Opcode::AddrSpaceCast) => strip_to_global(module, e.operands[0]),
            _ => None,
        },
        _ => None,
    }
}
