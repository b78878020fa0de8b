//! Symbol names of global values as the object file spells them (ELF mangling): private
//! globals get the `.L` prefix (assembler temporaries), unnamed globals become `__unnamed_N`,
//! a leading `\1` means "exactly this name". Also resolves the IR blocks that MIR's
//! `blockaddress(@f, %ir-block.x)` and `(%ir-block.x, address-taken)` name, through the
//! function's value numbering.

use kiln_ir::{Function, GlobalId, Linkage, Module, TypeTable};
use kiln_mc::{Context, SymbolId};

/// A name as MIR writes it, without its quotes and `\XX` escapes (`"a b"` is `a b`).
pub fn unquote_mir_name(text: &str) -> std::borrow::Cow<'_, str> {
    let Some(inner) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) else { return text.into() };
    let b = inner.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut k = 0;
    while k < b.len() {
        if b[k] == b'\\' && k + 1 < b.len() && b[k + 1] == b'\\' {
            out.push(b'\\');
            k += 2;
        } else if b[k] == b'\\' && k + 2 < b.len() && b[k + 1].is_ascii_hexdigit() && b[k + 2].is_ascii_hexdigit() {
            out.push(u8::from_str_radix(&inner[k + 1..k + 3], 16).unwrap_or(b'?'));
            k += 3;
        } else {
            out.push(b[k]);
            k += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned().into()
}

/// Names of a module's global values.
pub struct Mangler<'m> {
    module: &'m Module,
    /// Unnamed global values in numbering order (`@0`, `@1`, ...).
    unnamed: Vec<GlobalId>,
}

impl<'m> Mangler<'m> {
    pub fn new(module: &'m Module) -> Mangler<'m> {
        // LLVM numbers unnamed variables, then aliases, then ifuncs, then functions.
        let mut unnamed: Vec<GlobalId> = Vec::new();
        for list in [&module.vars, &module.aliases, &module.ifuncs] {
            unnamed.extend(list.iter().copied().filter(|&g| module.global(g).name.is_none()));
        }
        unnamed.extend(module.functions.iter().map(|f| f.global).filter(|&g| module.global(g).name.is_none()));
        Mangler { module, unnamed }
    }

    /// The object-file name of global value `g`.
    pub fn global_name(&self, g: GlobalId) -> String {
        let global = self.module.global(g);
        let private = global.linkage == Linkage::Private;
        let base = match global.name {
            Some(s) => {
                let bytes = self.module.symbols.bytes(s);
                if let Some(rest) = bytes.strip_prefix(b"\x01") {
                    return String::from_utf8_lossy(rest).into_owned();
                }
                String::from_utf8_lossy(bytes).into_owned()
            }
            None => {
                let k = self.unnamed.iter().position(|&u| u == g).map_or(0, |k| k + 1);
                format!("__unnamed_{k}")
            }
        };
        if private {
            format!(".L{base}")
        } else {
            base
        }
    }

    /// The global value MIR names `name` (the text after `@`).
    pub fn lookup(&self, name: &str) -> Option<GlobalId> {
        let name = &*unquote_mir_name(name);
        if let Some(g) = self.module.lookup_global(name) {
            return Some(g);
        }
        let n: usize = name.parse().ok()?;
        self.unnamed.get(n).copied()
    }

    /// What MIR's `@name` names: a global value of the module, or the object-file name of an
    /// external symbol (a name the module does not define).
    pub fn resolve_mir(&self, name: &str) -> Result<MirGlobal, String> {
        let name = &*unquote_mir_name(name);
        match self.lookup(name) {
            Some(g) => Ok(MirGlobal::Global(g)),
            None if name.bytes().all(|b| b.is_ascii_digit()) => Err(format!("unknown unnamed global '@{name}'")),
            None => Ok(MirGlobal::External(name.strip_prefix('\x01').unwrap_or(name).to_string())),
        }
    }

    /// The object-file name of the global MIR names `@name` ([`Mangler::resolve_mir`]).
    pub fn symbol_name_for_mir(&self, name: &str) -> Result<String, String> {
        Ok(match self.resolve_mir(name)? {
            MirGlobal::Global(g) => self.global_name(g),
            MirGlobal::External(name) => name,
        })
    }

    /// The function and IR block index of MIR's `blockaddress(@f, %ir-block.x)` text.
    pub fn parse_block_address(&self, text: &str) -> Result<(GlobalId, u32), String> {
        let bad = || format!("unsupported block address 'blockaddress({text})'");
        let (func, block) = text.split_once(',').ok_or_else(bad)?;
        let func = func.trim().strip_prefix('@').ok_or_else(bad)?;
        let g = self.lookup(func).ok_or_else(bad)?;
        let f = self.module.function_of(kiln_ir::Value::Global(g)).ok_or_else(bad)?;
        let block = block.trim().strip_prefix("%ir-block.").ok_or_else(bad)?;
        let index = ir_block_index(self.module, f, block).ok_or_else(bad)?;
        Ok((g, index))
    }
}

/// What a MIR `@name` operand names ([`Mangler::resolve_mir`]).
pub enum MirGlobal {
    Global(GlobalId),
    /// A symbol the module does not define, by its object-file name.
    External(String),
}

/// The symbol of each global value, indexed by `GlobalId`: a global's name is built and
/// looked up in the context once per module, however many functions, initializers and
/// operands refer to it.
#[derive(Default)]
pub struct GlobalSymbols(Vec<Option<SymbolId>>);

impl GlobalSymbols {
    /// The symbol of `g`, created on first use.
    pub fn get(&mut self, ctx: &mut Context, mangler: &Mangler<'_>, g: GlobalId) -> SymbolId {
        if let Some(&Some(s)) = self.0.get(g.index()) {
            return s;
        }
        let s = ctx.get_or_create_symbol(&mangler.global_name(g));
        if self.0.len() <= g.index() {
            self.0.resize(g.index() + 1, None);
        }
        self.0[g.index()] = Some(s);
        s
    }
}

/// The index in `f.blocks` of the block MIR calls `%ir-block.<text>`: a block name, or the
/// number of an unnamed block in the function's value numbering.
pub fn ir_block_index(module: &Module, f: &Function, text: &str) -> Option<u32> {
    let text = &*unquote_mir_name(text);
    if let Some(b) = f.layout.iter().find(|&&b| f.block(b).name.is_some_and(|s| module.symbols.bytes(s) == text.as_bytes())) {
        return Some(b.0);
    }
    let wanted: u32 = text.parse().ok()?;
    let mut next = f.args.iter().filter(|a| a.name.is_none()).count() as u32;
    for &b in &f.layout {
        let block = f.block(b);
        if block.name.is_none() {
            if next == wanted {
                return Some(b.0);
            }
            next += 1;
        }
        next += block.insts.iter().filter(|&&i| f.inst(i).name.is_none() && f.inst(i).ty != TypeTable::VOID).count() as u32;
    }
    None
}
