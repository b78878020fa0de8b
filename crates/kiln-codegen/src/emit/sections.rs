//! Which ELF section a global value goes to, by the rules ELF toolchains share: zero-initialised
//! variables in `.bss` (or common), constants without relocations in `.rodata` or a mergeable
//! section (`.rodata.str1.1` for `unnamed_addr` C strings, `.rodata.cst8` for 8-byte constants),
//! constants with relocations in `.data.rel.ro` when position-independent, thread-locals in
//! `.tdata`/`.tbss`, COMDAT members in their own `.<prefix>.<name>` group section, explicit
//! `section "..."` attributes honoured. With `-function-sections`/`-data-sections` a global
//! gets a section of its own, `.text.NAME`, `.data.NAME` and so on (mergeable constants stay
//! shared), or with `-unique-section-names=false` the plain name told apart by a unique id.
//! Also the preferred alignment of a global.

use kiln_ir::{ComdatKind, Global, GlobalId, GlobalKind, Linkage, Module, ThreadLocal, Type};
use kiln_mc::context::SectionSpec;
use kiln_mc::{Context, SectionId};
use kiln_mc::elf::consts::*;

use super::constants::{is_null_or_undef, needs_relocation, relocation_info, Relocation};
use super::Mangler;
use crate::target::data_layout::{Align, ModuleLayout};
use crate::target::machine::RelocModel;

/// What kind of section a global variable needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlobalSectionKind {
    /// `common` linkage: `.comm`.
    Common,
    /// Zero-initialised with local linkage: `.local` + `.comm` when it lands in `.bss`.
    BssLocal,
    Bss,
    ThreadBss,
    ThreadData,
    Data,
    ReadOnly,
    /// A read-only constant the dynamic linker must relocate (PIC): `.data.rel.ro`.
    ReadOnlyWithRel,
    /// A null-terminated string of `entry_size`-byte characters.
    MergeableCString { entry_size: u64 },
    /// A constant of 4, 8, 16 or 32 bytes.
    MergeableConst { size: u64 },
    Text,
}

impl GlobalSectionKind {
    fn flags(self) -> u64 {
        use GlobalSectionKind::*;
        match self {
            Text => SHF_ALLOC | SHF_EXECINSTR,
            ThreadBss | ThreadData => SHF_ALLOC | SHF_WRITE | SHF_TLS,
            Common | BssLocal | Bss | Data | ReadOnlyWithRel => SHF_ALLOC | SHF_WRITE,
            ReadOnly => SHF_ALLOC,
            MergeableCString { .. } => SHF_ALLOC | SHF_MERGE | SHF_STRINGS,
            MergeableConst { .. } => SHF_ALLOC | SHF_MERGE,
        }
    }

    fn entry_size(self) -> u64 {
        match self {
            GlobalSectionKind::MergeableCString { entry_size } => entry_size,
            GlobalSectionKind::MergeableConst { size } => size,
            _ => 0,
        }
    }

    fn is_bss(self) -> bool {
        matches!(self, GlobalSectionKind::Common | GlobalSectionKind::BssLocal | GlobalSectionKind::Bss | GlobalSectionKind::ThreadBss)
    }

    fn prefix(self) -> &'static str {
        use GlobalSectionKind::*;
        match self {
            Text => ".text",
            ReadOnly | MergeableCString { .. } | MergeableConst { .. } => ".rodata",
            Common | BssLocal | Bss => ".bss",
            ThreadData => ".tdata",
            ThreadBss => ".tbss",
            Data => ".data",
            ReadOnlyWithRel => ".data.rel.ro",
        }
    }
}

/// The initializer of a global variable, if it has one.
pub fn initializer(global: &Global) -> Option<kiln_ir::Value> {
    match global.kind {
        GlobalKind::Var { init, .. } => init,
        _ => None,
    }
}

/// The section kind of a defined global variable.
pub fn classify_global(module: &Module, layout: &ModuleLayout, g: GlobalId, reloc: RelocModel) -> GlobalSectionKind {
    let global = module.global(g);
    let (constant, init) = match global.kind {
        GlobalKind::Var { constant, init, .. } => (constant, init),
        GlobalKind::Function(_) => return GlobalSectionKind::Text,
        _ => (false, None),
    };
    let Some(init) = init else { return GlobalSectionKind::Data };
    let suitable_for_bss = is_null_or_undef(module, init) && !constant && global.section.is_none();
    if global.thread_local != ThreadLocal::Default {
        return if suitable_for_bss { GlobalSectionKind::ThreadBss } else { GlobalSectionKind::ThreadData };
    }
    if global.linkage == Linkage::Common {
        return GlobalSectionKind::Common;
    }
    if suitable_for_bss {
        return if matches!(global.linkage, Linkage::Internal | Linkage::Private) { GlobalSectionKind::BssLocal } else { GlobalSectionKind::Bss };
    }
    if !constant {
        return GlobalSectionKind::Data;
    }
    if needs_relocation(module, init) {
        // Only what the dynamic linker must patch needs writable memory.
        let dynamic = relocation_info(module, init) == Relocation::Global;
        return if reloc == RelocModel::Pic && dynamic { GlobalSectionKind::ReadOnlyWithRel } else { GlobalSectionKind::ReadOnly };
    }
    if global.unnamed_addr != kiln_ir::UnnamedAddr::Global {
        return GlobalSectionKind::ReadOnly;
    }
    let ty = global.value_ty;
    if let Type::Array { elem, .. } = module.types.get(ty) {
        if let Some(bits @ (8 | 16 | 32)) = module.types.int_width(*elem) {
            if super::constants::is_null_terminated_string(module, init) {
                return GlobalSectionKind::MergeableCString { entry_size: bits as u64 / 8 };
            }
        }
    }
    match layout.type_alloc_size(ty) {
        size @ (4 | 8 | 16 | 32) => GlobalSectionKind::MergeableConst { size },
        _ => GlobalSectionKind::ReadOnly,
    }
}

/// The alignment a global gets: its explicit alignment, raised to its type's preferred one
/// (exactly the explicit one in an explicit section), and 16 for large globals without one.
pub fn preferred_align(layout: &ModuleLayout, global: &Global) -> Align {
    let explicit = global.align;
    if explicit != 0 && global.section.is_some() {
        return explicit;
    }
    let ty = global.value_ty;
    let mut align = layout.pref_align(ty);
    if explicit != 0 {
        align = if explicit >= align { explicit } else { explicit.max(layout.abi_align(ty)) };
    }
    let has_init = matches!(global.kind, GlobalKind::Var { init: Some(_), .. }) || global.is_function();
    if has_init && explicit == 0 && align < 16 && layout.type_size_bits(ty) > 128 && !global.is_function() {
        align = 16;
    }
    align
}

/// How a global in a section of its own (`-function-sections`, `-data-sections`) is told apart.
#[derive(Debug)]
pub enum OwnSection<'a> {
    /// `.data.NAME`.
    ByName,
    /// `.data` with the next unique id (`-unique-section-names=false`), counted from 1 across
    /// the module.
    ById(&'a mut u32),
}

impl OwnSection<'_> {
    fn next_id(&mut self) -> Option<u32> {
        match self {
            OwnSection::ByName => None,
            OwnSection::ById(next) => {
                **next += 1;
                Some(**next)
            }
        }
    }
}

/// The section `g` is defined in, given its kind; `own` when it gets a section of its own.
pub fn section_for_global(module: &Module, layout: &ModuleLayout, mangler: &Mangler<'_>, g: GlobalId, kind: GlobalSectionKind, own: Option<OwnSection<'_>>) -> Result<SectionSpec, String> {
    let global = module.global(g);
    let mut kind = kind;
    let comdat = match global.comdat {
        Some(c) => {
            let c = &module.comdats[c.index()];
            if !matches!(c.kind, ComdatKind::Any | ComdatKind::NoDeduplicate) {
                return Err(format!("ELF COMDAT '{}' uses a selection kind other than any or nodeduplicate", module.symbols.text(c.name)));
            }
            Some((module.symbols.text(c.name).into_owned(), c.kind == ComdatKind::Any))
        }
        None => None,
    };
    let mut unique_id = None;
    let name = if let Some(s) = global.section {
        let name = module.symbols.text(s).into_owned();
        kind = kind_for_named_section(&name, kind);
        name
    } else {
        let mut name = match kind {
            GlobalSectionKind::MergeableCString { entry_size } => format!(".rodata.str{entry_size}.{}", preferred_align(layout, global)),
            GlobalSectionKind::MergeableConst { size } => format!(".rodata.cst{size}"),
            other => other.prefix().to_string(),
        };
        let mergeable = matches!(kind, GlobalSectionKind::MergeableCString { .. } | GlobalSectionKind::MergeableConst { .. });
        let own = own.filter(|_| !mergeable && kind != GlobalSectionKind::Common);
        let separate = own.is_some();
        unique_id = own.and_then(|mut own| own.next_id());
        if unique_id.is_none() && (comdat.is_some() || separate) {
            name.push('.');
            name.push_str(&mangler.global_name(g));
        }
        name
    };
    let sh_type = section_type(&name, kind);
    let mut spec = SectionSpec::new(name, sh_type, kind.flags());
    spec.entsize = kind.entry_size();
    spec.unique_id = unique_id;
    if let Some((group, is_comdat)) = comdat {
        spec.group = Some(group);
        spec.comdat = is_comdat;
    }
    Ok(spec)
}

/// The sections of globals without an explicit section, a COMDAT or a section of their own,
/// by kind (and a string section's alignment, which its name carries): such a section's spec
/// depends on nothing else, so it is built and looked up once per module, not per global.
#[derive(Default)]
pub(crate) struct PlainSections(Vec<(GlobalSectionKind, u64, SectionId)>);

impl PlainSections {
    /// The section of global `g` of `kind` ([`section_for_global`]), created on first use.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn get(&mut self, ctx: &mut Context, module: &Module, layout: &ModuleLayout, mangler: &Mangler<'_>, g: GlobalId, kind: GlobalSectionKind, own: Option<OwnSection<'_>>) -> Result<SectionId, String> {
        let global = module.global(g);
        let plain = global.section.is_none() && global.comdat.is_none() && own.is_none();
        let align = match kind {
            GlobalSectionKind::MergeableCString { .. } => preferred_align(layout, global),
            _ => 0,
        };
        if plain {
            if let Some(&(_, _, s)) = self.0.iter().find(|&&(k, a, _)| k == kind && a == align) {
                return Ok(s);
            }
        }
        let s = ctx.get_or_create_section(&section_for_global(module, layout, mangler, g, kind, own)?)?;
        if plain {
            self.0.push((kind, align, s));
        }
        Ok(s)
    }
}

/// An explicit section's name may imply a kind (`.bss.x` holds zeros, `.tdata` thread data).
fn kind_for_named_section(name: &str, kind: GlobalSectionKind) -> GlobalSectionKind {
    let starts = |p: &str| name == p || name.starts_with(&format!("{p}."));
    if starts(".bss") || name.starts_with(".gnu.linkonce.b.") || starts(".sbss") || name.starts_with(".llvm.linkonce.b.") {
        GlobalSectionKind::Bss
    } else if starts(".tdata") || name.starts_with(".gnu.linkonce.td.") {
        GlobalSectionKind::ThreadData
    } else if starts(".tbss") || name.starts_with(".gnu.linkonce.tb.") {
        GlobalSectionKind::ThreadBss
    } else {
        kind
    }
}

fn section_type(name: &str, kind: GlobalSectionKind) -> u32 {
    if name.starts_with(".init_array") {
        SHT_INIT_ARRAY
    } else if name.starts_with(".fini_array") {
        SHT_FINI_ARRAY
    } else if name.starts_with(".preinit_array") {
        SHT_PREINIT_ARRAY
    } else if name.starts_with(".note") {
        SHT_NOTE
    } else if kind.is_bss() {
        SHT_NOBITS
    } else {
        SHT_PROGBITS
    }
}

/// The section of a constant-pool entry of `size` bytes (mergeable when 4, 8, 16 or 32).
pub fn constant_pool_section(size: u64) -> SectionSpec {
    match size {
        4 | 8 | 16 | 32 => {
            let mut spec = SectionSpec::new(format!(".rodata.cst{size}"), SHT_PROGBITS, SHF_ALLOC | SHF_MERGE);
            spec.entsize = size;
            spec
        }
        _ => SectionSpec::new(".rodata", SHT_PROGBITS, SHF_ALLOC),
    }
}

/// The section jump tables go to: `.rodata`, or the read-only section of their function's own
/// (`.rodata.NAME`) when the function has one.
pub fn jump_table_section(mangler: &Mangler<'_>, function: GlobalId, own: Option<OwnSection<'_>>) -> SectionSpec {
    let mut spec = SectionSpec::new(".rodata", SHT_PROGBITS, SHF_ALLOC);
    if let Some(mut own) = own {
        spec.unique_id = own.next_id();
        if spec.unique_id.is_none() {
            spec.name = format!(".rodata.{}", mangler.global_name(function));
        }
    }
    spec
}

#[cfg(test)]
mod tests {
    use super::*;

    const IR: &str = r#"target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
$k = comdat any
@bss = global i32 0, align 4
@local_bss = internal global [4 x i8] zeroinitializer
@data = global i32 1
@com = common global i64 0
@ro = constant i32 5
@cst = unnamed_addr constant double 1.0
@big = unnamed_addr constant [3 x i32] [i32 1, i32 2, i32 3]
@str = private unnamed_addr constant [3 x i8] c"hi\00"
@wstr = private unnamed_addr constant [2 x i16] [i16 65, i16 0]
@notstr = private unnamed_addr constant [3 x i8] c"h\00i"
@relro = constant i32* @data
@diff = constant i64 sub (i64 ptrtoint (i32* @data to i64), i64 ptrtoint (i32* @bss to i64))
@ldiff = constant i64 sub (i64 ptrtoint (i32* @l1 to i64), i64 ptrtoint (i32* @l2 to i64))
@l1 = dso_local global i32 1
@l2 = dso_local global i32 2
@tls0 = thread_local global i32 0
@tls1 = thread_local global i32 1
@sec = global i32 0, section ".bss.mine"
@grouped = linkonce_odr global i32 3, comdat($k)
"#;

    #[test]
    fn globals_get_the_elf_sections_llc_picks() {
        let m = kiln_ir::parse("t.ll", IR).unwrap();
        let layout = ModuleLayout::for_module(&m).unwrap();
        let mangler = Mangler::new(&m);
        let kind = |name: &str, reloc| classify_global(&m, &layout, m.lookup_global(name).unwrap(), reloc);
        let section = |name: &str| {
            let g = m.lookup_global(name).unwrap();
            section_for_global(&m, &layout, &mangler, g, classify_global(&m, &layout, g, RelocModel::Pic), None).unwrap()
        };
        use GlobalSectionKind::*;
        assert_eq!(kind("bss", RelocModel::Pic), Bss);
        assert_eq!(kind("local_bss", RelocModel::Pic), BssLocal);
        assert_eq!(kind("data", RelocModel::Pic), Data);
        assert_eq!(kind("com", RelocModel::Pic), Common);
        assert_eq!(kind("ro", RelocModel::Pic), ReadOnly);
        assert_eq!(kind("cst", RelocModel::Pic), MergeableConst { size: 8 });
        assert_eq!(kind("big", RelocModel::Pic), ReadOnly);
        assert_eq!(kind("str", RelocModel::Pic), MergeableCString { entry_size: 1 });
        assert_eq!(kind("wstr", RelocModel::Pic), MergeableCString { entry_size: 2 });
        assert_eq!(kind("notstr", RelocModel::Pic), ReadOnly);
        assert_eq!(kind("relro", RelocModel::Pic), ReadOnlyWithRel);
        assert_eq!(kind("relro", RelocModel::Static), ReadOnly);
        assert_eq!(kind("diff", RelocModel::Pic), ReadOnlyWithRel);
        assert_eq!(kind("ldiff", RelocModel::Pic), ReadOnly);
        assert_eq!(kind("tls0", RelocModel::Pic), ThreadBss);
        assert_eq!(kind("tls1", RelocModel::Pic), ThreadData);
        assert_eq!(kind("sec", RelocModel::Pic), Data);
        assert_eq!(section("str").name, ".rodata.str1.1");
        assert_eq!((section("wstr").name.as_str(), section("wstr").entsize), (".rodata.str2.2", 2));
        assert_eq!((section("cst").name.as_str(), section("cst").flags), (".rodata.cst8", SHF_ALLOC | SHF_MERGE));
        assert_eq!(section("tls0").sh_type, SHT_NOBITS);
        assert_eq!(section("sec").sh_type, SHT_NOBITS);
        let g = section("grouped");
        assert_eq!((g.name.as_str(), g.group.as_deref(), g.comdat), (".data.grouped", Some("k"), true));
        assert_eq!(mangler.global_name(m.lookup_global("str").unwrap()), ".Lstr");
    }

    #[test]
    fn own_sections_are_named_after_the_global_or_numbered() {
        let m = kiln_ir::parse("t.ll", IR).unwrap();
        let layout = ModuleLayout::for_module(&m).unwrap();
        let mangler = Mangler::new(&m);
        let mut next = 0;
        let mut own = |name: &str, by_id: bool| {
            let g = m.lookup_global(name).unwrap();
            let how = if by_id { OwnSection::ById(&mut next) } else { OwnSection::ByName };
            let s = section_for_global(&m, &layout, &mangler, g, classify_global(&m, &layout, g, RelocModel::Pic), Some(how)).unwrap();
            (s.name, s.unique_id)
        };
        for (global, section) in [
            ("bss", ".bss.bss"),
            ("local_bss", ".bss.local_bss"),
            ("data", ".data.data"),
            ("ro", ".rodata.ro"),
            ("big", ".rodata.big"),
            ("notstr", ".rodata..Lnotstr"),
            ("relro", ".data.rel.ro.relro"),
            ("tls0", ".tbss.tls0"),
            ("tls1", ".tdata.tls1"),
            ("cst", ".rodata.cst8"),
            ("str", ".rodata.str1.1"),
            ("sec", ".bss.mine"),
            ("grouped", ".data.grouped"),
        ] {
            assert_eq!(own(global, false), (section.to_string(), None), "{global}");
        }
        assert_eq!(own("data", true), (".data".to_string(), Some(1)));
        assert_eq!(own("cst", true), (".rodata.cst8".to_string(), None));
        assert_eq!(own("tls0", true), (".tbss".to_string(), Some(2)));
        assert_eq!(own("grouped", true), (".data".to_string(), Some(3)));
    }
}
