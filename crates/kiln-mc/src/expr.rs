//! MC expressions: constants, symbol references with relocation variants (`foo@PLT`), unary
//! and binary operators, stored in [`Context`]'s arena and named by [`ExprId`].
//!
//! Evaluation turns an expression into a relocatable value `sym_a - sym_b + constant`. A
//! difference of two labels folds to a constant when the caller's [`SymbolResolver`] knows
//! both positions (same fragment before layout, same section after); what remains becomes a
//! relocation. Operators other than `+`/`-` need absolute operands.

use crate::context::{Context, ExprId, SectionId, SymbolDef, SymbolId};

/// Relocation variant of a symbol reference (`foo@GOTPCREL`). The generic kinds are the ELF
/// ones several targets share; a target's own kinds (x86's `@GOTPCREL_NORELAX`, RISC-V's
/// `%pcrel_hi(foo)`, AArch64's `:lo12:foo`) are [`VariantKind::Target`], described by the
/// target. The target's object writer maps each kind to its relocation types or rejects it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantKind {
    None,
    Plt,
    Got,
    GotOff,
    GotPcRel,
    GotTpOff,
    TpOff,
    DtpOff,
    TlsGd,
    TlsLd,
    TlsDesc,
    TlsCall,
    GotPc,
    Size,
    /// A kind only one target has, as that target describes it.
    Target(&'static TargetVariant),
}

/// How a target's variant kind is written around the symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantSyntax {
    /// `sym@NAME`, as the generic kinds.
    Suffix,
    /// `%NAME(sym)` (RISC-V's `%pcrel_hi`, `%lo`).
    Function,
    /// `:NAME:sym` (AArch64's `:lo12:`).
    Prefix,
}

/// A target's own variant kind: its spelling and what the generic layers need to know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TargetVariant {
    pub name: &'static str,
    pub syntax: VariantSyntax,
    /// It refers to thread-local storage: the symbol becomes `STT_TLS`.
    pub is_tls: bool,
    /// Its relocations keep the symbol rather than a section and offset (as `@GOT` and
    /// `@PLT` do: the linker needs the symbol itself).
    pub keeps_symbol: bool,
}

const VARIANT_NAMES: &[(&str, VariantKind)] = &[
    ("PLT", VariantKind::Plt),
    ("GOT", VariantKind::Got),
    ("GOTOFF", VariantKind::GotOff),
    ("GOTPCREL", VariantKind::GotPcRel),
    ("GOTTPOFF", VariantKind::GotTpOff),
    ("TPOFF", VariantKind::TpOff),
    ("DTPOFF", VariantKind::DtpOff),
    ("TLSGD", VariantKind::TlsGd),
    ("TLSLD", VariantKind::TlsLd),
    ("TLSDESC", VariantKind::TlsDesc),
    ("TLSCALL", VariantKind::TlsCall),
    ("GOTPC", VariantKind::GotPc),
    ("SIZE", VariantKind::Size),
];

impl VariantKind {
    /// Parses the text after `@` among the generic kinds (case-insensitive, as GNU as
    /// accepts); a target parser adds its own ([`crate::parser::TargetAsmParser::variant_kinds`]).
    pub fn from_name(name: &str) -> Option<VariantKind> {
        VARIANT_NAMES.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|&(_, v)| v)
    }
    /// `kinds`' member whose name is `name`, case-insensitively: a target's lookup.
    pub fn from_target_name(kinds: &[VariantKind], name: &str) -> Option<VariantKind> {
        kinds.iter().copied().find(|k| k.name().eq_ignore_ascii_case(name))
    }
    pub fn name(self) -> &'static str {
        match self {
            VariantKind::Target(t) => t.name,
            _ => VARIANT_NAMES.iter().find(|&&(_, v)| v == self).map_or("", |&(n, _)| n),
        }
    }
    /// Thread-local variants make the referenced symbol `STT_TLS`.
    pub fn is_tls(self) -> bool {
        use VariantKind::*;
        match self {
            Target(t) => t.is_tls,
            _ => matches!(self, GotTpOff | TpOff | DtpOff | TlsGd | TlsLd | TlsDesc | TlsCall),
        }
    }
    /// Whether a relocation with this variant keeps its symbol (see [`TargetVariant::keeps_symbol`]).
    pub fn keeps_symbol(self) -> bool {
        match self {
            VariantKind::Target(t) => t.keeps_symbol,
            _ => matches!(self, VariantKind::Got | VariantKind::Plt | VariantKind::GotPcRel),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Not,
    LogicalNot,
    Plus,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Shl,
    /// `>>`: logical shift, as GNU as on ELF targets.
    Shr,
    And,
    Or,
    Xor,
    LogicalAnd,
    LogicalOr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Mod => "%",
            Shl => "<<",
            Shr => ">>",
            And => "&",
            Or => "|",
            Xor => "^",
            LogicalAnd => "&&",
            LogicalOr => "||",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExprNode {
    Constant(i64),
    SymbolRef(SymbolId, VariantKind),
    Unary(UnaryOp, ExprId),
    Binary(BinaryOp, ExprId, ExprId),
}

impl Context {
    fn push_expr(&mut self, node: ExprNode) -> ExprId {
        let id = ExprId(self.exprs.len() as u32);
        self.exprs.push(node);
        id
    }
    pub fn expr(&self, id: ExprId) -> &ExprNode {
        &self.exprs[id.0 as usize]
    }
    pub fn constant(&mut self, value: i64) -> ExprId {
        self.push_expr(ExprNode::Constant(value))
    }
    pub fn symbol_ref(&mut self, sym: SymbolId) -> ExprId {
        self.push_expr(ExprNode::SymbolRef(sym, VariantKind::None))
    }
    pub fn symbol_ref_variant(&mut self, sym: SymbolId, variant: VariantKind) -> ExprId {
        self.push_expr(ExprNode::SymbolRef(sym, variant))
    }
    pub fn unary(&mut self, op: UnaryOp, e: ExprId) -> ExprId {
        self.push_expr(ExprNode::Unary(op, e))
    }
    pub fn binary(&mut self, op: BinaryOp, a: ExprId, b: ExprId) -> ExprId {
        self.push_expr(ExprNode::Binary(op, a, b))
    }
    /// `a - b` (the size of a function is `symbol_difference(end, begin)`).
    pub fn symbol_difference(&mut self, a: SymbolId, b: SymbolId) -> ExprId {
        let (ea, eb) = (self.symbol_ref(a), self.symbol_ref(b));
        self.binary(BinaryOp::Sub, ea, eb)
    }
    /// `e + c`, or `e` itself when `c` is zero.
    pub fn add_constant(&mut self, e: ExprId, c: i64) -> ExprId {
        if c == 0 {
            return e;
        }
        let k = self.shared_constant(c);
        self.binary(BinaryOp::Add, e, k)
    }

    /// A constant node other expressions may share (nodes are never changed once made): a
    /// small one is made once per context.
    fn shared_constant(&mut self, value: i64) -> ExprId {
        // -16..16 maps to 0..32; every other value wraps to a larger slot.
        let slot = value.wrapping_add(16) as u64 as usize;
        let Some(&cached) = self.small_constants.get(slot) else { return self.constant(value) };
        if let Some(id) = cached {
            return id;
        }
        let id = self.constant(value);
        self.small_constants[slot] = Some(id);
        id
    }

    /// The expression in GNU as syntax (`foo@PLT`, `(.Ltmp1-f)+8`).
    pub fn expr_to_string(&self, e: ExprId) -> String {
        let mut s = String::new();
        self.write_expr(e, &mut s, 0);
        s
    }
    fn write_expr(&self, e: ExprId, out: &mut String, depth: u32) {
        if depth > MAX_DEPTH {
            out.push_str("<expression too deep>");
            return;
        }
        match *self.expr(e) {
            ExprNode::Constant(v) => out.push_str(&v.to_string()),
            ExprNode::SymbolRef(s, v) => {
                let syntax = match v {
                    VariantKind::None => None,
                    VariantKind::Target(t) => Some(t.syntax),
                    _ => Some(VariantSyntax::Suffix),
                };
                match syntax {
                    Some(VariantSyntax::Function) => out.push_str(&format!("%{}(", v.name())),
                    Some(VariantSyntax::Prefix) => out.push_str(&format!(":{}:", v.name())),
                    _ => {}
                }
                let name = &self.symbol(s).name;
                if needs_quotes(name) {
                    out.push('"');
                    out.push_str(name);
                    out.push('"');
                } else {
                    out.push_str(name);
                }
                match syntax {
                    Some(VariantSyntax::Suffix) => {
                        out.push('@');
                        out.push_str(v.name());
                    }
                    Some(VariantSyntax::Function) => out.push(')'),
                    _ => {}
                }
            }
            ExprNode::Unary(op, a) => {
                out.push_str(match op {
                    UnaryOp::Neg => "-",
                    UnaryOp::Not => "~",
                    UnaryOp::LogicalNot => "!",
                    UnaryOp::Plus => "+",
                });
                self.write_operand(a, out, depth);
            }
            ExprNode::Binary(op, a, b) => {
                self.write_operand(a, out, depth);
                // `a + -5` reads better as `a-5`, as llvm-mc prints it.
                if let (BinaryOp::Add, ExprNode::Constant(c)) = (op, self.expr(b)) {
                    if *c < 0 {
                        out.push_str(&c.to_string());
                        return;
                    }
                }
                out.push_str(op.symbol());
                self.write_operand(b, out, depth);
            }
        }
    }
    fn write_operand(&self, e: ExprId, out: &mut String, depth: u32) {
        let simple = matches!(self.expr(e), ExprNode::Constant(_) | ExprNode::SymbolRef(..));
        if !simple {
            out.push('(');
        }
        self.write_expr(e, out, depth + 1);
        if !simple {
            out.push(')');
        }
    }
}

fn needs_quotes(name: &str) -> bool {
    name.is_empty()
        || name.as_bytes()[0].is_ascii_digit()
        || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$')
}

/// `sym_a - sym_b + constant`: what a relocatable expression evaluates to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct RelocatableValue {
    pub sym_a: Option<(SymbolId, VariantKind)>,
    pub sym_b: Option<SymbolId>,
    pub constant: i64,
}

impl RelocatableValue {
    pub fn absolute(c: i64) -> RelocatableValue {
        RelocatableValue { sym_a: None, sym_b: None, constant: c }
    }
    pub fn is_absolute(&self) -> bool {
        self.sym_a.is_none() && self.sym_b.is_none()
    }
}

/// What evaluation may know about label positions.
pub trait SymbolResolver {
    /// `a - b` when both positions are known relative to each other.
    fn difference(&self, ctx: &Context, a: SymbolId, b: SymbolId) -> Option<i64>;
    /// The section and offset of a label, once laid out.
    fn position(&self, ctx: &Context, sym: SymbolId) -> Option<(SectionId, u64)>;
}

/// A resolver that knows nothing: only constants and `a - a` fold.
pub struct NoLayout;

impl SymbolResolver for NoLayout {
    fn difference(&self, _: &Context, _: SymbolId, _: SymbolId) -> Option<i64> {
        None
    }
    fn position(&self, _: &Context, _: SymbolId) -> Option<(SectionId, u64)> {
        None
    }
}

/// Deeper than any expression the parser builds (see its limits), so only long `.set`
/// chains or cycles reach it.
const MAX_DEPTH: u32 = 512;

/// Evaluates `e` to a relocatable value. `.set` symbols are replaced by their values unless
/// they stand for a place in a section.
pub fn evaluate(ctx: &Context, e: ExprId, resolver: &dyn SymbolResolver) -> Result<RelocatableValue, String> {
    // The shapes most expressions have (a constant, a symbol, a symbol plus a constant: the
    // operands, fixups and branch targets of code) without the recursive walk; a `.set`
    // symbol takes the walk, to be replaced by its value.
    let symbol = |s: SymbolId, variant: VariantKind, constant: i64| match ctx.symbol(s).def {
        SymbolDef::Variable(_) if variant == VariantKind::None => None,
        _ => Some(RelocatableValue { sym_a: Some((s, variant)), sym_b: None, constant }),
    };
    let quick = match *ctx.expr(e) {
        ExprNode::Constant(c) => Some(RelocatableValue::absolute(c)),
        ExprNode::SymbolRef(s, variant) => symbol(s, variant, 0),
        ExprNode::Binary(BinaryOp::Add, a, b) => match (ctx.expr(a), ctx.expr(b)) {
            (&ExprNode::SymbolRef(s, variant), &ExprNode::Constant(c)) => symbol(s, variant, c),
            _ => None,
        },
        _ => None,
    };
    match quick {
        Some(v) => Ok(v),
        None => eval(ctx, e, resolver, 0),
    }
}

/// Evaluates `e` to a constant, or explains why it is not one.
pub fn evaluate_absolute(ctx: &Context, e: ExprId, resolver: &dyn SymbolResolver) -> Result<i64, String> {
    let v = evaluate(ctx, e, resolver)?;
    if v.is_absolute() {
        Ok(v.constant)
    } else {
        Err("expected absolute expression".to_string())
    }
}

fn eval(ctx: &Context, e: ExprId, r: &dyn SymbolResolver, depth: u32) -> Result<RelocatableValue, String> {
    if depth > MAX_DEPTH {
        return Err("expression too deeply nested (or a cyclic symbol definition)".to_string());
    }
    match *ctx.expr(e) {
        ExprNode::Constant(c) => Ok(RelocatableValue::absolute(c)),
        ExprNode::SymbolRef(s, variant) => {
            let sym = ctx.symbol(s);
            if let (SymbolDef::Variable(value), VariantKind::None) = (sym.def, variant) {
                // A `.set` symbol that stands for a place in a section is kept (relocations
                // may name it); others (constants, differences, aliases of undefined
                // symbols) are replaced by their value.
                let v = eval(ctx, value, r, depth + 1)?;
                let in_section = match (v.sym_a, v.sym_b) {
                    (Some((a, VariantKind::None)), None) => matches!(ctx.symbol(a).def, SymbolDef::Label { .. }),
                    _ => false,
                };
                if !in_section {
                    return Ok(v);
                }
            }
            Ok(RelocatableValue { sym_a: Some((s, variant)), sym_b: None, constant: 0 })
        }
        ExprNode::Unary(op, a) => {
            let v = eval(ctx, a, r, depth + 1)?;
            match op {
                UnaryOp::Plus => Ok(v),
                UnaryOp::Neg => negate(v),
                UnaryOp::Not | UnaryOp::LogicalNot => {
                    let c = absolute_operand(v, "~")?;
                    Ok(RelocatableValue::absolute(if op == UnaryOp::Not { !c } else { (c == 0) as i64 }))
                }
            }
        }
        ExprNode::Binary(op, a, b) => {
            let lhs = eval(ctx, a, r, depth + 1)?;
            let rhs = eval(ctx, b, r, depth + 1)?;
            match op {
                BinaryOp::Add => add(ctx, r, lhs, rhs),
                BinaryOp::Sub => add(ctx, r, lhs, negate(rhs)?),
                _ => {
                    let x = absolute_operand(lhs, op.symbol())?;
                    let y = absolute_operand(rhs, op.symbol())?;
                    fold_binary(op, x, y).map(RelocatableValue::absolute)
                }
            }
        }
    }
}

fn absolute_operand(v: RelocatableValue, op: &str) -> Result<i64, String> {
    if v.is_absolute() {
        Ok(v.constant)
    } else {
        Err(format!("operand of '{op}' must be an absolute expression"))
    }
}

fn negate(v: RelocatableValue) -> Result<RelocatableValue, String> {
    if let Some((_, variant)) = v.sym_a {
        if variant != VariantKind::None {
            return Err("cannot negate a symbol reference with a relocation variant".to_string());
        }
    }
    Ok(RelocatableValue {
        sym_a: v.sym_b.map(|b| (b, VariantKind::None)),
        sym_b: v.sym_a.map(|(a, _)| a),
        constant: v.constant.wrapping_neg(),
    })
}

fn add(ctx: &Context, r: &dyn SymbolResolver, lhs: RelocatableValue, rhs: RelocatableValue) -> Result<RelocatableValue, String> {
    let mut constant = lhs.constant.wrapping_add(rhs.constant);
    // The common case, a symbol plus a constant: nothing to fold.
    if lhs.sym_b.is_none() && rhs.sym_b.is_none() && (lhs.sym_a.is_none() || rhs.sym_a.is_none()) {
        return Ok(RelocatableValue { sym_a: lhs.sym_a.or(rhs.sym_a), sym_b: None, constant });
    }
    let mut pos: Vec<(SymbolId, VariantKind)> = lhs.sym_a.into_iter().chain(rhs.sym_a).collect();
    let mut neg: Vec<SymbolId> = lhs.sym_b.into_iter().chain(rhs.sym_b).collect();
    // Fold every `a - b` pair whose distance is known.
    let mut i = 0;
    while i < pos.len() {
        let (a, variant) = pos[i];
        let folded = if variant == VariantKind::None {
            neg.iter().position(|&b| b == a || r.difference(ctx, a, b).is_some())
        } else {
            None
        };
        match folded {
            Some(j) => {
                let b = neg.remove(j);
                if a != b {
                    constant = constant.wrapping_add(r.difference(ctx, a, b).unwrap_or(0));
                }
                pos.remove(i);
            }
            None => i += 1,
        }
    }
    if pos.len() > 1 || neg.len() > 1 {
        return Err("expression is not relocatable (more than one symbol on a side)".to_string());
    }
    Ok(RelocatableValue { sym_a: pos.first().copied(), sym_b: neg.first().copied(), constant })
}

fn fold_binary(op: BinaryOp, x: i64, y: i64) -> Result<i64, String> {
    use BinaryOp::*;
    let truth = |b: bool| if b { -1 } else { 0 };
    Ok(match op {
        Add => x.wrapping_add(y),
        Sub => x.wrapping_sub(y),
        Mul => x.wrapping_mul(y),
        Div | Mod if y == 0 => return Err("division by zero".to_string()),
        Div => x.wrapping_div(y),
        Mod => x.wrapping_rem(y),
        Shl => if (0..64).contains(&y) { x.wrapping_shl(y as u32) } else { 0 },
        Shr => if (0..64).contains(&y) { ((x as u64) >> y) as i64 } else { 0 },
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        LogicalAnd => (x != 0 && y != 0) as i64,
        LogicalOr => (x != 0 || y != 0) as i64,
        Eq => truth(x == y),
        Ne => truth(x != y),
        Lt => truth(x < y),
        Le => truth(x <= y),
        Gt => truth(x > y),
        Ge => truth(x >= y),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::SymbolDef;

    /// A resolver with every label at a fixed offset in section 0.
    struct Fixed(Vec<(SymbolId, u64)>);
    impl SymbolResolver for Fixed {
        fn difference(&self, ctx: &Context, a: SymbolId, b: SymbolId) -> Option<i64> {
            let (sa, oa) = self.position(ctx, a)?;
            let (sb, ob) = self.position(ctx, b)?;
            (sa == sb).then(|| oa as i64 - ob as i64)
        }
        fn position(&self, _: &Context, s: SymbolId) -> Option<(SectionId, u64)> {
            self.0.iter().find(|p| p.0 == s).map(|p| (SectionId(0), p.1))
        }
    }

    #[test]
    fn target_variants_print_in_their_syntax() {
        const fn kind(name: &'static str, syntax: VariantSyntax) -> TargetVariant {
            TargetVariant { name, syntax, is_tls: false, keeps_symbol: false }
        }
        const KINDS: [VariantKind; 3] = [
            VariantKind::Target(&kind("NORELAX", VariantSyntax::Suffix)),
            VariantKind::Target(&kind("pcrel_hi", VariantSyntax::Function)),
            VariantKind::Target(&kind("lo12", VariantSyntax::Prefix)),
        ];
        let mut ctx = Context::default();
        let sym = ctx.get_or_create_symbol("x");
        let printed: Vec<String> = KINDS.iter().map(|&k| {
            let e = ctx.symbol_ref_variant(sym, k);
            ctx.expr_to_string(e)
        }).collect();
        assert_eq!(printed, ["x@NORELAX", "%pcrel_hi(x)", ":lo12:x"]);
        assert_eq!(VariantKind::from_target_name(&KINDS, "norelax"), Some(KINDS[0]));
        assert_eq!(VariantKind::from_name("norelax"), None, "target kinds are not generic");
        assert!(VariantKind::GotPcRel.keeps_symbol() && !KINDS[1].keeps_symbol());
    }

    #[test]
    fn constants_fold_with_gnu_semantics() {
        let mut ctx = Context::default();
        let a = ctx.constant(7);
        let b = ctx.constant(2);
        let cases = [(BinaryOp::Div, 3), (BinaryOp::Mod, 1), (BinaryOp::Shl, 28), (BinaryOp::Gt, -1), (BinaryOp::Eq, 0)];
        for (op, want) in cases {
            let e = ctx.binary(op, a, b);
            assert_eq!(evaluate_absolute(&ctx, e, &NoLayout), Ok(want), "{op:?}");
        }
        let zero = ctx.constant(0);
        let e = ctx.binary(BinaryOp::Div, a, zero);
        assert_eq!(evaluate_absolute(&ctx, e, &NoLayout), Err("division by zero".to_string()));
    }

    #[test]
    fn label_differences_fold_only_when_positions_are_known() {
        let mut ctx = Context::default();
        let (x, y, ext) = (ctx.get_or_create_symbol("x"), ctx.get_or_create_symbol("y"), ctx.get_or_create_symbol("ext"));
        let (ex, ey, eext) = (ctx.symbol_ref(x), ctx.symbol_ref(y), ctx.symbol_ref(ext));
        let diff = ctx.binary(BinaryOp::Sub, ex, ey);
        let e = ctx.add_constant(diff, 3);
        let layout = Fixed(vec![(x, 40), (y, 8)]);
        assert_eq!(evaluate_absolute(&ctx, e, &layout), Ok(35));
        let unknown = evaluate(&ctx, e, &NoLayout).unwrap();
        assert_eq!((unknown.sym_a, unknown.sym_b, unknown.constant), (Some((x, VariantKind::None)), Some(y), 3));
        // ext - y + (x - x): the x pair cancels, ext - y stays relocatable.
        let t = ctx.binary(BinaryOp::Sub, eext, ey);
        let xx = ctx.binary(BinaryOp::Sub, ex, ex);
        let t = ctx.binary(BinaryOp::Add, t, xx);
        let v = evaluate(&ctx, t, &NoLayout).unwrap();
        assert_eq!((v.sym_a, v.sym_b), (Some((ext, VariantKind::None)), Some(y)));
        // x + y cannot be relocated.
        let bad = ctx.binary(BinaryOp::Add, ex, eext);
        assert!(evaluate(&ctx, bad, &layout).is_err());
        // x * 2 needs an absolute x.
        let two = ctx.constant(2);
        let mul = ctx.binary(BinaryOp::Mul, ex, two);
        assert!(evaluate(&ctx, mul, &layout).unwrap_err().contains("absolute"));
    }

    #[test]
    fn variables_expand_and_cycles_are_errors() {
        let mut ctx = Context::default();
        let (a, b) = (ctx.get_or_create_symbol("a"), ctx.get_or_create_symbol("b"));
        let eb = ctx.symbol_ref(b);
        let val = ctx.add_constant(eb, 4);
        ctx.symbol_mut(a).def = SymbolDef::Variable(val);
        let ea = ctx.symbol_ref(a);
        let v = evaluate(&ctx, ea, &NoLayout).unwrap();
        assert_eq!((v.sym_a, v.constant), (Some((b, VariantKind::None)), 4));
        ctx.symbol_mut(b).def = SymbolDef::Variable(ea);
        assert!(evaluate(&ctx, ea, &NoLayout).unwrap_err().contains("cyclic"));
    }

    #[test]
    fn printing_matches_gnu_syntax() {
        let mut ctx = Context::default();
        let f = ctx.get_or_create_symbol("f");
        let plt = ctx.symbol_ref_variant(f, VariantKind::Plt);
        assert_eq!(ctx.expr_to_string(plt), "f@PLT");
        let e = ctx.add_constant(plt, -4);
        assert_eq!(ctx.expr_to_string(e), "f@PLT-4");
        assert_eq!(VariantKind::from_name("gotpcrel"), Some(VariantKind::GotPcRel));
    }
}
