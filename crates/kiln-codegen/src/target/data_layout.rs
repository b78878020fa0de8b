//! The target data layout: how big and how aligned each IR type is in memory.
//!
//! [`DataLayout::parse`] reads a module's `target datalayout` string (endianness, mangling,
//! pointer/integer/float/vector/aggregate alignments, native integer widths, stack and function
//! pointer alignment, program/alloca/global address spaces) and fills in LLVM's defaults for
//! everything the string leaves out. [`ModuleLayout`] applies it to one module's [`TypeTable`]:
//! it computes size and alignment of every type once, up front, into dense arrays indexed by
//! [`TypeId`] (struct field offsets included), so later queries are array reads and the layout
//! can be shared by functions compiled in parallel. All sizes are in bytes unless a name says bits.

use kiln_ir::{Module, Type, TypeId, TypeTable};

/// An alignment in bytes (always a power of two, at least 1).
pub type Align = u64;

/// How symbol names are mangled for the object format (`m:` in the layout string).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mangling {
    #[default]
    None,
    /// `m:e`: ELF, private symbols start with `.L`.
    Elf,
    /// `m:m`: MIPS ELF, private symbols start with `$`.
    Mips,
    /// `m:o`: Mach-O, `_` prefix, private `L`/`l`.
    MachO,
    /// `m:x`: Windows x86 COFF, `_` prefix for cdecl.
    WinCoffX86,
    /// `m:w`: Windows COFF.
    WinCoff,
    /// `m:l`: GOFF.
    Goff,
    /// `m:a`: XCOFF.
    XCoff,
}

/// `Fi<n>` (function pointers aligned independently of functions) or `Fn<n>` (a multiple of
/// the function's own alignment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionPtrAlign {
    Independent(Align),
    MultipleOfFunctionAlign(Align),
}

/// The layout of pointers in one address space (`p[n]:size:abi:pref:idx`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerSpec {
    pub addrspace: u32,
    pub size_bits: u32,
    pub abi_align: Align,
    pub pref_align: Align,
    /// The width of GEP indices into this address space.
    pub index_bits: u32,
}

/// ABI and preferred alignment of one scalar width (`iN`, `fN`, `vN`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlignSpec {
    pub bits: u32,
    pub abi: Align,
    pub pref: Align,
}

/// A parsed `target datalayout` string with LLVM's defaults filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataLayout {
    pub big_endian: bool,
    pub mangling: Mangling,
    /// Natural stack alignment (`S<bits>`), `None` when unspecified.
    pub stack_align: Option<Align>,
    pub function_ptr_align: Option<FunctionPtrAlign>,
    pub program_addrspace: u32,
    pub alloca_addrspace: u32,
    pub globals_addrspace: u32,
    /// Integer widths the target has registers for (`n8:16:32:64`).
    pub native_int_widths: Vec<u32>,
    /// Address spaces whose pointers are non-integral (`ni:...`).
    pub non_integral_addrspaces: Vec<u32>,
    /// Sorted by width.
    pub int_aligns: Vec<AlignSpec>,
    pub float_aligns: Vec<AlignSpec>,
    pub vector_aligns: Vec<AlignSpec>,
    /// `a:abi:pref`: the minimum alignment of aggregates.
    pub aggregate_abi: Align,
    pub aggregate_pref: Align,
    /// Sorted by address space; always has address space 0.
    pub pointers: Vec<PointerSpec>,
}

impl Default for DataLayout {
    /// LLVM's layout for an empty string.
    fn default() -> Self {
        let spec = |bits, abi, pref| AlignSpec { bits, abi, pref };
        DataLayout {
            big_endian: false,
            mangling: Mangling::None,
            stack_align: None,
            function_ptr_align: None,
            program_addrspace: 0,
            alloca_addrspace: 0,
            globals_addrspace: 0,
            native_int_widths: Vec::new(),
            non_integral_addrspaces: Vec::new(),
            int_aligns: vec![spec(1, 1, 1), spec(8, 1, 1), spec(16, 2, 2), spec(32, 4, 4), spec(64, 4, 8)],
            float_aligns: vec![spec(16, 2, 2), spec(32, 4, 4), spec(64, 8, 8), spec(128, 16, 16)],
            vector_aligns: vec![spec(64, 8, 8), spec(128, 16, 16)],
            aggregate_abi: 1,
            aggregate_pref: 8,
            pointers: vec![PointerSpec { addrspace: 0, size_bits: 64, abi_align: 8, pref_align: 8, index_bits: 64 }],
        }
    }
}

/// Reads a decimal number of a layout component.
fn number(text: &str, what: &str, spec: &str) -> Result<u64, String> {
    if text.is_empty() {
        return Err(format!("missing {what} in datalayout component '{spec}'"));
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("invalid {what} '{text}' in datalayout component '{spec}': expected a decimal number"));
    }
    text.parse::<u64>().map_err(|_| format!("{what} '{text}' in datalayout component '{spec}' is too large"))
}

fn addrspace(text: &str, spec: &str) -> Result<u32, String> {
    let n = number(text, "address space", spec)?;
    if n >= 1 << 24 {
        return Err(format!("address space {n} in datalayout component '{spec}' is not a 24-bit number"));
    }
    Ok(n as u32)
}

/// An alignment given in bits: a power-of-two multiple of 8 (0 only where `allow_zero`).
fn alignment(text: &str, what: &str, spec: &str, allow_zero: bool) -> Result<Align, String> {
    let bits = number(text, what, spec)?;
    if bits == 0 && allow_zero {
        return Ok(0);
    }
    if bits == 0 || bits % 8 != 0 || !(bits / 8).is_power_of_two() || bits / 8 > 1 << 32 {
        return Err(format!(
            "{what} {bits} in datalayout component '{spec}' must be a power-of-two multiple of 8 bits"
        ));
    }
    Ok(bits / 8)
}

fn width(text: &str, what: &str, spec: &str) -> Result<u32, String> {
    let n = number(text, what, spec)?;
    if n == 0 || n >= 1 << 24 {
        return Err(format!("{what} {n} in datalayout component '{spec}' must be between 1 and 2^24-1 bits"));
    }
    Ok(n as u32)
}

fn set_align(list: &mut Vec<AlignSpec>, spec: AlignSpec) {
    match list.binary_search_by_key(&spec.bits, |s| s.bits) {
        Ok(i) => list[i] = spec,
        Err(i) => list.insert(i, spec),
    }
}

impl DataLayout {
    /// Parses a layout string such as `e-m:e-i64:64-f80:128-n8:16:32:64-S128`.
    pub fn parse(text: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout::default();
        if text.is_empty() {
            return Ok(dl);
        }
        for spec in text.split('-') {
            dl.parse_component(spec)?;
        }
        Ok(dl)
    }

    fn parse_component(&mut self, spec: &str) -> Result<(), String> {
        let Some(kind) = spec.chars().next() else {
            return Err("empty component in datalayout string".to_string());
        };
        let rest = &spec[kind.len_utf8()..];
        match kind {
            'e' | 'E' if rest.is_empty() => self.big_endian = kind == 'E',
            // `S0` means the stack has no natural alignment.
            'S' => self.stack_align = Some(alignment(rest, "stack alignment", spec, true)?).filter(|&a| a != 0),
            'P' => self.program_addrspace = addrspace(rest, spec)?,
            'A' => self.alloca_addrspace = addrspace(rest, spec)?,
            'G' => self.globals_addrspace = addrspace(rest, spec)?,
            'F' => {
                let (mode, value) = rest.split_at(rest.find(|c: char| c.is_ascii_digit()).unwrap_or(rest.len()));
                let align = alignment(value, "function pointer alignment", spec, false)?;
                self.function_ptr_align = Some(match mode {
                    "i" => FunctionPtrAlign::Independent(align),
                    "n" => FunctionPtrAlign::MultipleOfFunctionAlign(align),
                    _ => {
                        return Err(format!(
                            "unknown function pointer alignment kind '{mode}' in '{spec}' (expected 'i' or 'n')"
                        ))
                    }
                });
            }
            'm' => {
                self.mangling = match rest {
                    ":e" => Mangling::Elf,
                    ":m" => Mangling::Mips,
                    ":o" => Mangling::MachO,
                    ":x" => Mangling::WinCoffX86,
                    ":w" => Mangling::WinCoff,
                    ":l" => Mangling::Goff,
                    ":a" => Mangling::XCoff,
                    _ => return Err(format!("unknown mangling mode in datalayout component '{spec}'")),
                }
            }
            'n' if rest.starts_with('i') => {
                let list = rest[1..].strip_prefix(':').unwrap_or(&rest[1..]);
                for part in list.split(':') {
                    let a = addrspace(part, spec)?;
                    if a == 0 {
                        return Err(format!("address space 0 cannot be non-integral ('{spec}')"));
                    }
                    self.non_integral_addrspaces.push(a);
                }
            }
            'n' => {
                self.native_int_widths.clear();
                for part in rest.split(':') {
                    self.native_int_widths.push(width(part, "native integer width", spec)?);
                }
            }
            'p' => self.parse_pointer(rest, spec)?,
            'i' | 'f' | 'v' | 'a' => {
                let mut parts = rest.split(':');
                let size = parts.next().unwrap_or("");
                let bits = if kind == 'a' {
                    if !size.is_empty() && number(size, "size", spec)? != 0 {
                        return Err(format!("aggregate size must be 0 or omitted in '{spec}'"));
                    }
                    0
                } else {
                    width(size, "size", spec)?
                };
                let abi_text =
                    parts.next().ok_or_else(|| format!("missing ABI alignment in datalayout component '{spec}'"))?;
                let abi = alignment(abi_text, "ABI alignment", spec, kind == 'a')?;
                let pref = match parts.next() {
                    Some(p) => alignment(p, "preferred alignment", spec, kind == 'a')?,
                    None => abi,
                };
                if parts.next().is_some() {
                    return Err(format!("too many fields in datalayout component '{spec}'"));
                }
                if pref < abi {
                    return Err(format!("preferred alignment is smaller than the ABI alignment in '{spec}'"));
                }
                if kind == 'i' && bits == 8 && abi != 1 {
                    return Err(format!("i8 must be naturally aligned ('{spec}')"));
                }
                let entry = AlignSpec { bits, abi: abi.max(1), pref: pref.max(1) };
                match kind {
                    'i' => set_align(&mut self.int_aligns, entry),
                    'f' => set_align(&mut self.float_aligns, entry),
                    'v' => set_align(&mut self.vector_aligns, entry),
                    _ => {
                        self.aggregate_abi = abi.max(1);
                        self.aggregate_pref = pref.max(1);
                    }
                }
            }
            _ => return Err(format!("unknown datalayout component '{spec}'")),
        }
        Ok(())
    }

    /// `p[n]:size:abi[:pref[:idx]]`; `rest` is everything after `p`.
    fn parse_pointer(&mut self, rest: &str, spec: &str) -> Result<(), String> {
        let mut parts = rest.split(':');
        let first = parts.next().unwrap_or("");
        let space = if first.is_empty() { 0 } else { addrspace(first, spec)? };
        let size = parts.next().ok_or_else(|| format!("missing pointer size in datalayout component '{spec}'"))?;
        let size_bits = width(size, "pointer size", spec)?;
        let abi_text =
            parts.next().ok_or_else(|| format!("missing pointer ABI alignment in datalayout component '{spec}'"))?;
        let abi_align = alignment(abi_text, "pointer ABI alignment", spec, false)?;
        let pref_align = match parts.next() {
            Some(p) => alignment(p, "pointer preferred alignment", spec, false)?,
            None => abi_align,
        };
        let index_bits = match parts.next() {
            Some(i) => width(i, "pointer index size", spec)?,
            None => size_bits,
        };
        if parts.next().is_some() {
            return Err(format!("too many fields in datalayout component '{spec}'"));
        }
        if pref_align < abi_align {
            return Err(format!("preferred alignment is smaller than the ABI alignment in '{spec}'"));
        }
        if index_bits > size_bits {
            return Err(format!("pointer index size is larger than the pointer size in '{spec}'"));
        }
        let p = PointerSpec { addrspace: space, size_bits, abi_align, pref_align, index_bits };
        match self.pointers.binary_search_by_key(&space, |p| p.addrspace) {
            Ok(i) => self.pointers[i] = p,
            Err(i) => self.pointers.insert(i, p),
        }
        Ok(())
    }

    /// The layout of `module`: its `target datalayout`, or LLVM's defaults when it has none.
    pub fn from_module(module: &Module) -> Result<DataLayout, String> {
        match &module.data_layout {
            None => Ok(DataLayout::default()),
            Some(bytes) => {
                let text =
                    std::str::from_utf8(bytes).map_err(|_| "the datalayout string is not valid UTF-8".to_string())?;
                DataLayout::parse(text).map_err(|e| format!("invalid datalayout \"{text}\": {e}"))
            }
        }
    }

    /// The pointer layout of an address space (address space 0's when it has none of its own).
    pub fn pointer(&self, addrspace: u32) -> &PointerSpec {
        match self.pointers.binary_search_by_key(&addrspace, |p| p.addrspace) {
            Ok(i) => &self.pointers[i],
            Err(_) => &self.pointers[0],
        }
    }

    pub fn pointer_size_bits(&self, addrspace: u32) -> u32 {
        self.pointer(addrspace).size_bits
    }

    /// The width of the integer type GEP indices into `addrspace` are computed in.
    pub fn index_bits(&self, addrspace: u32) -> u32 {
        self.pointer(addrspace).index_bits
    }

    /// Whether `bits` is a native integer width (`n...`).
    pub fn is_legal_int_width(&self, bits: u32) -> bool {
        self.native_int_widths.contains(&bits)
    }

    /// `(abi, pref)` of an integer width: the exact entry, else the next wider one, else the
    /// widest one.
    pub fn int_align(&self, bits: u32) -> (Align, Align) {
        let list = &self.int_aligns;
        let i = list.partition_point(|s| s.bits < bits);
        let s = list.get(i).or(list.last()).expect("the integer alignment table is never empty");
        (s.abi, s.pref)
    }

    /// `(abi, pref)` of a float width: the exact entry, else the store size rounded up to a
    /// power of two.
    pub fn float_align(&self, bits: u32) -> (Align, Align) {
        match self.float_aligns.iter().find(|s| s.bits == bits) {
            Some(s) => (s.abi, s.pref),
            None => {
                let a = (bits as u64).div_ceil(8).next_power_of_two();
                (a, a)
            }
        }
    }

    /// `(abi, pref)` of a vector of `bits` total bits: the exact entry, else natural alignment.
    pub fn vector_align(&self, bits: u64) -> (Align, Align) {
        match self.vector_aligns.iter().find(|s| s.bits as u64 == bits) {
            Some(s) => (s.abi, s.pref),
            None => {
                let a = bits.div_ceil(8).max(1).next_power_of_two();
                (a, a)
            }
        }
    }
}

/// Offsets of a struct's fields.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct StructLayout {
    /// Byte offset of each field.
    pub offsets: Vec<u64>,
    /// Size including tail padding.
    pub size: u64,
    pub align: Align,
}

impl StructLayout {
    /// The field containing byte `offset` (the last field starting at or before it).
    pub fn field_at(&self, offset: u64) -> Option<usize> {
        let i = self.offsets.partition_point(|&o| o <= offset);
        i.checked_sub(1)
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct TypeInfo {
    size_bits: u64,
    abi: Align,
    pref: Align,
    /// Index into `ModuleLayout::structs` for struct types, `u32::MAX` otherwise.
    struct_index: u32,
    state: State,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum State {
    #[default]
    Todo,
    InProgress,
    Done,
}

/// A data layout applied to one module's types: sizes, alignments and struct layouts of every
/// type, computed once. Unsized types (void, label, functions, opaque structs) have size 0 and
/// alignment 1; callers that need a size check `TypeTable::is_sized` first (the verifier does).
#[derive(Clone, Debug)]
pub struct ModuleLayout {
    pub dl: DataLayout,
    info: Vec<TypeInfo>,
    structs: Vec<StructLayout>,
}

impl ModuleLayout {
    pub fn new(dl: DataLayout, types: &TypeTable) -> ModuleLayout {
        let mut layout = ModuleLayout { dl, info: Vec::new(), structs: Vec::new() };
        layout.extend(types);
        layout
    }

    /// The layout of every type of `module` under its own `target datalayout`.
    pub fn for_module(module: &Module) -> Result<ModuleLayout, String> {
        Ok(ModuleLayout::new(DataLayout::from_module(module)?, &module.types))
    }

    /// Computes the layout of types added to `types` since the last call.
    pub fn extend(&mut self, types: &TypeTable) {
        let start = self.info.len();
        self.info.resize(types.len(), TypeInfo::default());
        for id in start..types.len() {
            self.compute(types, TypeId(id as u32));
        }
    }

    fn compute(&mut self, types: &TypeTable, id: TypeId) {
        let mut stack = vec![(id, false)];
        while let Some((ty, children_done)) = stack.pop() {
            let state = self.info[ty.index()].state;
            if state == State::Done || (state == State::InProgress && !children_done) {
                continue;
            }
            if !children_done {
                self.info[ty.index()].state = State::InProgress;
                stack.push((ty, true));
                for child in components(types.get(ty)) {
                    if self.info[child.index()].state == State::Todo {
                        stack.push((child, false));
                    }
                }
                continue;
            }
            let info = self.layout_of(types, ty);
            self.info[ty.index()] = TypeInfo { state: State::Done, ..info };
        }
    }

    /// The layout of `ty`, whose components are already laid out (a component still in
    /// progress means a recursive, unsized type and counts as empty).
    fn layout_of(&mut self, types: &TypeTable, ty: TypeId) -> TypeInfo {
        let dl = &self.dl;
        let plain = |size_bits: u64, (abi, pref): (Align, Align)| TypeInfo {
            size_bits,
            abi,
            pref,
            struct_index: u32::MAX,
            state: State::Done,
        };
        match types.get(ty) {
            Type::Void
            | Type::Label
            | Type::Metadata
            | Type::Token
            | Type::Function { .. }
            | Type::Named { body: None, .. } => plain(0, (1, 1)),
            Type::Int(bits) => plain(*bits as u64, dl.int_align(*bits)),
            Type::Half | Type::BFloat => plain(16, dl.float_align(16)),
            Type::Float => plain(32, dl.float_align(32)),
            Type::Double => plain(64, dl.float_align(64)),
            Type::X86Fp80 => plain(80, dl.float_align(80)),
            Type::Fp128 | Type::PpcFp128 => plain(128, dl.float_align(128)),
            Type::X86Mmx => plain(64, dl.vector_align(64)),
            Type::X86Amx => plain(8192, (64, 64)),
            Type::Ptr { addrspace, .. } => {
                let p = dl.pointer(*addrspace);
                plain(p.size_bits as u64, (p.abi_align, p.pref_align))
            }
            Type::Vector { len, elem, .. } => {
                let bits = self.info[elem.index()].size_bits * *len as u64;
                plain(bits, dl.vector_align(bits))
            }
            Type::Array { len, elem } => {
                let e = self.info[elem.index()];
                plain(alloc_bits(&e).saturating_mul(*len), (e.abi, e.pref))
            }
            Type::Struct { fields, packed } | Type::Named { body: Some((fields, packed)), .. } => {
                let mut offset = 0u64;
                let mut align: Align = 1;
                let mut offsets = Vec::with_capacity(fields.len());
                for f in fields {
                    let fi = self.info[f.index()];
                    let fa = if *packed { 1 } else { fi.abi };
                    offset = offset.next_multiple_of(fa);
                    align = align.max(fa);
                    offsets.push(offset);
                    offset = offset.saturating_add(alloc_bits(&fi) / 8);
                }
                let size = offset.next_multiple_of(align);
                let index = self.structs.len() as u32;
                self.structs.push(StructLayout { offsets, size, align });
                TypeInfo {
                    size_bits: size * 8,
                    // Packed structs are byte-aligned whatever `a:` says; their preferred alignment is not.
                    abi: if *packed { 1 } else { align.max(self.dl.aggregate_abi) },
                    pref: align.max(self.dl.aggregate_pref),
                    struct_index: index,
                    state: State::Done,
                }
            }
        }
    }

    fn info(&self, ty: TypeId) -> &TypeInfo {
        &self.info[ty.index()]
    }

    /// The size in bits (`i1`: 1, `x86_fp80`: 80, structs: including padding).
    pub fn type_size_bits(&self, ty: TypeId) -> u64 {
        self.info(ty).size_bits
    }

    /// The bytes a store of `ty` may write: the size in bits rounded up to bytes.
    pub fn type_store_size(&self, ty: TypeId) -> u64 {
        self.info(ty).size_bits.div_ceil(8)
    }

    /// The distance between consecutive elements of an array of `ty`.
    pub fn type_alloc_size(&self, ty: TypeId) -> u64 {
        alloc_bits(self.info(ty)) / 8
    }

    pub fn abi_align(&self, ty: TypeId) -> Align {
        self.info(ty).abi
    }

    pub fn pref_align(&self, ty: TypeId) -> Align {
        self.info(ty).pref
    }

    /// Field offsets of a struct type (`None` for other types).
    pub fn struct_layout(&self, ty: TypeId) -> Option<&StructLayout> {
        let i = self.info(ty).struct_index;
        self.structs.get(i as usize)
    }

    /// The integer type GEP indices on pointers of type `ptr_ty` use.
    pub fn index_type(&self, types: &mut TypeTable, ptr_ty: TypeId) -> TypeId {
        let space = match types.get(types.scalar(ptr_ty)) {
            Type::Ptr { addrspace, .. } => *addrspace,
            _ => 0,
        };
        let bits = self.dl.index_bits(space);
        types.int(bits)
    }
}

/// The size of `info` in bits rounded up to whole bytes and its ABI alignment.
fn alloc_bits(info: &TypeInfo) -> u64 {
    info.size_bits.div_ceil(8).next_multiple_of(info.abi.max(1)) * 8
}

/// The types a type's layout depends on.
fn components(ty: &Type) -> Vec<TypeId> {
    match ty {
        Type::Array { elem, .. } | Type::Vector { elem, .. } => vec![*elem],
        Type::Struct { fields, .. } | Type::Named { body: Some((fields, _)), .. } => fields.clone(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
#[path = "data_layout_tests.rs"]
mod tests;
