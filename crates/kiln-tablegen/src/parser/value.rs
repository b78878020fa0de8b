//! Parsing types and values: literals, lists, bit lists, dags, identifiers (fields, template
//! arguments, loop variables, `defvar`s, defs), anonymous instantiations, suffixes (`{bits}`,
//! `[slice]`, `.field`, `#` paste) and every bang operator of LLVM 14 with its type checks.

use super::{PResult, Parser};
use crate::init::{BinOp, Init, InitId, StrFormat, TernOp, UnOp};
use crate::lexer::{Bang, Loc, Tok};
use crate::record::{FieldKind, RecId, RecordVal};
use crate::types::{Ty, TyId};

/// Widest `bits<n>` accepted.
const MAX_BITS: i64 = 1 << 16;

impl Parser {
    pub(super) fn parse_type(&mut self) -> PResult<TyId> {
        let t = match self.tok() {
            Tok::String | Tok::Code => self.rk.types.string,
            Tok::Bit => self.rk.types.bit,
            Tok::Int => self.rk.types.int,
            Tok::Dag => self.rk.types.dag,
            Tok::Id => {
                let r = self.parse_class_id()?;
                return Ok(self.rk.record_type(vec![r]));
            }
            Tok::Bits => {
                if self.next()? != Tok::Less {
                    return self.tok_err("expected '<' after bits type");
                }
                if self.next()? != Tok::IntVal {
                    return self.tok_err("expected integer in bits<n> type");
                }
                let n = self.lex.int_val;
                if !(0..=MAX_BITS).contains(&n) {
                    return self.tok_err(format!("bits<{n}> is too wide"));
                }
                if self.next()? != Tok::Greater {
                    return self.tok_err("expected '>' at end of bits<n> type");
                }
                self.next()?;
                return Ok(self.rk.types.bits(n as u32));
            }
            Tok::List => {
                if self.next()? != Tok::Less {
                    return self.tok_err("expected '<' after list type");
                }
                self.next()?;
                let elt = self.parse_type()?;
                if !self.consume(Tok::Greater)? {
                    return self.tok_err("expected '>' at end of list<ty> type");
                }
                return Ok(self.rk.types.list(elt));
            }
            _ => return self.tok_err("Unknown token when expecting a type"),
        };
        self.next()?;
        Ok(t)
    }

    pub(super) fn parse_value(&mut self, cur: Option<RecId>, item_ty: Option<TyId>) -> PResult<InitId> {
        self.parse_value_mode(cur, item_ty, false)
    }

    /// A value with its suffixes; in name mode unknown identifiers are strings.
    pub(super) fn parse_value_mode(&mut self, cur: Option<RecId>, item_ty: Option<TyId>, name_mode: bool) -> PResult<InitId> {
        self.enter()?;
        let r = self.parse_value_inner(cur, item_ty, name_mode);
        self.leave();
        r
    }

    fn parse_value_inner(&mut self, cur: Option<RecId>, item_ty: Option<TyId>, name_mode: bool) -> PResult<InitId> {
        let mut result = self.parse_simple_value(cur, item_ty, name_mode)?;
        loop {
            match self.tok() {
                Tok::LBrace => {
                    if name_mode {
                        return Ok(result);
                    }
                    let loc = self.lex.loc;
                    self.next()?;
                    let mut ranges = self.parse_range_list()?;
                    if ranges.is_empty() {
                        return self.err_at(loc, "Invalid range list!");
                    }
                    ranges.reverse();
                    let Some(r) = self.rk.bit_range(result, &ranges) else {
                        return self.err_at(loc, "Invalid bit range for value");
                    };
                    result = r;
                    self.expect(Tok::RBrace, "expected '}' at end of bit range list")?;
                }
                Tok::LSquare => {
                    let loc = self.lex.loc;
                    self.next()?;
                    let ranges = self.parse_range_list()?;
                    if ranges.is_empty() {
                        return self.err_at(loc, "Invalid range list!");
                    }
                    let Some(r) = self.rk.list_slice(result, &ranges) else {
                        return self.err_at(loc, "Invalid range for list slice");
                    };
                    result = r;
                    self.expect(Tok::RSquare, "expected ']' at end of list slice")?;
                }
                Tok::Dot => {
                    if self.next()? != Tok::Id {
                        return self.tok_err("expected field identifier after '.'");
                    }
                    let fname = self.lex.str_val.clone();
                    let f = self.str_init(&fname);
                    if self.rk.field_type(result, f).is_none() {
                        return self.tok_err(format!("Cannot access field '{fname}' of value '{}'", self.rk.init_to_string(result)));
                    }
                    let fi = self.rk.mk(Init::Field(result, f));
                    result = self.rk.fold(fi, cur, false)?;
                    self.next()?;
                }
                Tok::Paste => {
                    let loc = self.lex.loc;
                    let Some(lty) = self.rk.ty_of(result) else {
                        return self.err_at(loc, "LHS of paste is not typed!");
                    };
                    if self.rk.types.is_list(lty) {
                        self.next()?;
                        if matches!(self.tok(), Tok::Colon | Tok::Semi | Tok::LBrace) {
                            continue;
                        }
                        let rhs = self.parse_value_mode(cur, item_ty, false)?;
                        result = self.list_concat(result, rhs, lty)?;
                        continue;
                    }
                    let lhs = self.cast_to_string(result, cur, loc)?;
                    self.next()?;
                    let rhs = if matches!(self.tok(), Tok::Colon | Tok::Semi | Tok::LBrace) {
                        self.str_init("")
                    } else {
                        let r = self.parse_value_mode(cur, None, true)?;
                        if self.rk.ty_of(r).is_none() {
                            return self.err_at(loc, "RHS of paste is not typed!");
                        }
                        self.cast_to_string(r, cur, loc)?
                    };
                    result = self.rk.str_concat(lhs, rhs);
                }
                _ => return Ok(result),
            }
        }
    }

    fn list_concat(&mut self, lhs: InitId, rhs: InitId, lty: TyId) -> PResult<InitId> {
        if let (Init::List(a, t), Init::List(b, _)) = (self.rk.init(lhs).clone(), self.rk.init(rhs)) {
            let v: Vec<_> = a.iter().chain(b.iter()).copied().collect();
            return Ok(self.rk.mk_list(v, t));
        }
        Ok(self.rk.mk(Init::BinOp(BinOp::ListConcat, lhs, rhs, lty)))
    }

    fn cast_to_string(&mut self, v: InitId, cur: Option<RecId>, loc: Loc) -> PResult<InitId> {
        let string = self.rk.types.string;
        if self.rk.ty_of(v) == Some(string) {
            return Ok(v);
        }
        let c = self.rk.mk(Init::UnOp(UnOp::Cast, v, string));
        let c = self.rk.fold(c, cur, false)?;
        if self.rk.ty_of(c).is_none() {
            return self.err_at(loc, format!("can't cast '{}' to string", self.rk.init_to_string(v)));
        }
        Ok(c)
    }

    fn parse_simple_value(&mut self, cur: Option<RecId>, item_ty: Option<TyId>, name_mode: bool) -> PResult<InitId> {
        let v = match self.tok() {
            Tok::IntVal => self.rk.mk_int(self.lex.int_val),
            Tok::BinaryIntVal => {
                let (v, w) = (self.lex.int_val, self.lex.bits_width);
                if w as i64 > MAX_BITS {
                    return self.tok_err("binary literal is too wide");
                }
                let bits = (0..w).map(|i| self.rk.mk_bit(i < 64 && (v >> i) & 1 == 1)).collect();
                self.rk.mk_bits(bits)
            }
            Tok::StrVal => {
                let mut s = std::mem::take(&mut self.lex.str_val);
                while self.next()? == Tok::StrVal {
                    s.push_str(&self.lex.str_val);
                }
                return Ok(self.rk.mk_str(&s, StrFormat::String));
            }
            Tok::CodeFragment => {
                let s = std::mem::take(&mut self.lex.str_val);
                self.rk.mk_str(&s, StrFormat::Code)
            }
            Tok::Question => self.rk.mk_unset(),
            Tok::True => self.rk.mk_int(1),
            Tok::False => self.rk.mk_int(0),
            Tok::Id => return self.parse_id_or_instance(cur, name_mode),
            Tok::LBrace => return self.parse_bits_value(cur),
            Tok::LSquare => return self.parse_list_value(cur, item_ty),
            Tok::LParen => return self.parse_dag_value(cur),
            Tok::Bang(op) => return self.parse_operation(op, cur, item_ty),
            _ => return self.tok_err("Unknown or reserved token when parsing a value"),
        };
        self.next()?;
        Ok(v)
    }

    fn parse_id_or_instance(&mut self, cur: Option<RecId>, name_mode: bool) -> PResult<InitId> {
        let name_loc = self.lex.loc;
        let name = self.lex.str_val.clone();
        if self.next()? != Tok::Less {
            return self.parse_id_value(cur, &name, name_loc, name_mode);
        }
        let Some(&class) = self.rk.class_map.get(&name) else {
            return self.err_at(name_loc, format!("Expected a class name, got '{name}'"));
        };
        self.next()?;
        let mut args = self.parse_template_arg_values(cur, class)?;
        self.check_template_arg_values(&mut args, name_loc, class)?;
        let targs = self.rk.record(class).template_args.clone();
        for (i, ta) in targs.iter().enumerate().skip(args.len()) {
            let v = self.rk.record(class).field(*ta).map(|v| v.value).expect("template arg");
            if !self.rk.is_complete(v) {
                return self.err_at(
                    name_loc,
                    format!("Value not specified for template argument '{}' (#{i}) of parent class '{name}'", self.rk.init_unquoted(*ta)),
                );
            }
        }
        let vd = self.rk.mk(Init::VarDef(class, args.into()));
        Ok(self.rk.fold(vd, None, false)?)
    }

    /// An identifier in value position (LLVM's `ParseIDValue`).
    fn parse_id_value(&mut self, cur: Option<RecId>, name: &str, loc: Loc, name_mode: bool) -> PResult<InitId> {
        let name_init = self.str_init(name);
        if let Some(r) = cur {
            if let Some(f) = self.rk.record(r).field(name_init) {
                let ty = f.ty;
                return Ok(self.rk.mk_var(name_init, ty));
            }
        }
        let cur_is_class = cur.is_some_and(|r| self.rk.record(r).is_class);
        if cur_is_class || self.cur_mc.is_some() {
            let (targ, template_rec) = if let Some(mc) = self.mc_rec() {
                (self.qualify_name(mc, name_init, "::")?, mc)
            } else {
                let r = cur.expect("class");
                (self.qualify_name(r, name_init, ":")?, r)
            };
            if self.rk.record(template_rec).is_template_arg(targ) {
                let ty = self.rk.record(template_rec).field(targ).expect("template arg field").ty;
                return Ok(self.rk.mk_var(targ, ty));
            }
            if name == "NAME" {
                let string = self.rk.types.string;
                return Ok(self.rk.mk_var(targ, string));
            }
        }
        for scope in self.scopes.iter().rev() {
            if let Some(&v) = scope.get(name) {
                return Ok(v);
            }
        }
        for l in self.loops.iter().rev() {
            if let Some(v) = l.iter_var {
                if let Init::Var(n, _) = self.rk.init(v) {
                    if *n == name_init {
                        return Ok(v);
                    }
                }
            }
        }
        if name_mode {
            return Ok(name_init);
        }
        if let Some(g) = self.rk.global(name) {
            return Ok(g);
        }
        if let Some(r) = cur {
            let rec = self.rk.record(r);
            if !rec.is_class && self.cur_mc.is_none() && rec.name_init == name_init {
                let ty = self.rk.def_type(r);
                return Ok(self.rk.mk(Init::UnOp(UnOp::Cast, name_init, ty)));
            }
        }
        self.err_at(loc, format!("Variable not defined: '{name}'"))
    }

    fn parse_bits_value(&mut self, cur: Option<RecId>) -> PResult<InitId> {
        let brace = self.lex.loc;
        self.next()?;
        let mut vals = Vec::new();
        if self.tok() != Tok::RBrace {
            vals = self.parse_value_list(cur, None)?;
        }
        if !self.consume(Tok::RBrace)? {
            return self.tok_err("expected '}' at end of bit list value");
        }
        let mut bits = Vec::new();
        let bit = self.rk.types.bit;
        for (i, v) in vals.iter().enumerate() {
            if let Init::Bits(b) = self.rk.init(*v) {
                bits.extend(b.iter().rev().copied());
                continue;
            }
            if let Init::Var(_, t) = self.rk.init(*v) {
                if let Some(n) = self.rk.types.bits_width(*t) {
                    for k in (0..n).rev() {
                        let b = self.rk.get_bit(*v, k);
                        bits.push(b);
                    }
                    continue;
                }
            }
            let Some(b) = self.rk.cast_to(*v, bit)? else {
                return self.err_at(brace, format!("Element #{i} ({}) is not convertable to a bit", self.rk.init_to_string(*v)));
            };
            bits.push(b);
        }
        bits.reverse();
        Ok(self.rk.mk_bits(bits))
    }

    fn parse_list_value(&mut self, cur: Option<RecId>, item_ty: Option<TyId>) -> PResult<InitId> {
        self.next()?;
        let given = match item_ty {
            Some(t) => match self.rk.types.elem(t) {
                Some(e) => Some(e),
                None => return self.tok_err(format!("Encountered a list when expecting a {}", self.rk.type_to_string(t))),
            },
            None => None,
        };
        let mut vals = Vec::new();
        if self.tok() != Tok::RSquare {
            vals = self.parse_value_list(cur, given)?;
        }
        if !self.consume(Tok::RSquare)? {
            return self.tok_err("expected ']' at end of list value");
        }
        let mut given_elt = None;
        if self.consume(Tok::Less)? {
            given_elt = Some(self.parse_type()?);
            if !self.consume(Tok::Greater)? {
                return self.tok_err("expected '>' at end of list element type");
            }
        }
        let mut elt: Option<TyId> = None;
        for v in &vals {
            if let Some(t) = self.rk.ty_of(*v) {
                elt = match elt {
                    Some(e) => match self.rk.resolve_types(e, t) {
                        Some(r) => Some(r),
                        None => return self.tok_err("Incompatible types in list elements"),
                    },
                    None => Some(t),
                };
            }
        }
        if let Some(g) = given_elt {
            if let Some(e) = elt {
                if !self.rk.type_convertible(e, g) {
                    return self.tok_err("Incompatible types in list elements");
                }
            }
            elt = Some(g);
        }
        let deduced = match elt {
            None => match given {
                Some(g) => g,
                None => return self.tok_err("No type for list"),
            },
            Some(e) => {
                if let Some(g) = given {
                    if !self.rk.type_convertible(e, g) {
                        return self.tok_err(format!(
                            "Element type mismatch for list: element type '{}' not convertible to '{}",
                            self.rk.type_to_string(e),
                            self.rk.type_to_string(g)
                        ));
                    }
                }
                e
            }
        };
        Ok(self.rk.mk_list(vals, deduced))
    }

    fn parse_dag_value(&mut self, cur: Option<RecId>) -> PResult<InitId> {
        self.next()?;
        if !matches!(self.tok(), Tok::Id | Tok::Question | Tok::Bang(Bang::Cast) | Tok::Bang(Bang::GetDagOp)) {
            return self.tok_err("expected identifier in dag init");
        }
        let op = self.parse_value(cur, None)?;
        let mut op_name = None;
        if self.consume(Tok::Colon)? {
            if self.tok() != Tok::VarName {
                return self.tok_err("expected variable name in dag operator");
            }
            let n = self.lex.str_val.clone();
            op_name = Some(self.str_init(&n));
            self.next()?;
        }
        let mut args = Vec::new();
        if self.tok() != Tok::RParen {
            loop {
                if self.tok() == Tok::VarName {
                    let n = self.lex.str_val.clone();
                    let name = self.str_init(&n);
                    let unset = self.rk.mk_unset();
                    args.push((unset, Some(name)));
                    self.next()?;
                } else {
                    let v = self.parse_value(cur, None)?;
                    let mut name = None;
                    if self.tok() == Tok::Colon {
                        if self.next()? != Tok::VarName {
                            return self.tok_err("expected variable name in dag literal");
                        }
                        let n = self.lex.str_val.clone();
                        name = Some(self.str_init(&n));
                        self.next()?;
                    }
                    args.push((v, name));
                }
                if !self.consume(Tok::Comma)? {
                    break;
                }
            }
        }
        if !self.consume(Tok::RParen)? {
            return self.tok_err("expected ')' in dag init");
        }
        Ok(self.rk.mk(Init::Dag(op, op_name, args.into())))
    }

    /// Comma-separated values, each parsed expecting `elt` when given.
    pub(super) fn parse_value_list(&mut self, cur: Option<RecId>, elt: Option<TyId>) -> PResult<Vec<InitId>> {
        let mut out = vec![self.parse_value(cur, elt)?];
        while self.consume(Tok::Comma)? {
            // A trailing comma is allowed in a list.
            if self.tok() == Tok::RSquare {
                break;
            }
            out.push(self.parse_value(cur, elt)?);
        }
        Ok(out)
    }

    pub(super) fn parse_range_list(&mut self) -> PResult<Vec<u32>> {
        let mut out = Vec::new();
        self.parse_range_piece(&mut out, None)?;
        while self.consume(Tok::Comma)? {
            self.parse_range_piece(&mut out, None)?;
        }
        Ok(out)
    }

    pub(super) fn parse_range_piece(&mut self, out: &mut Vec<u32>, first: Option<InitId>) -> PResult<()> {
        let v = match first {
            Some(v) => v,
            None => self.parse_value(None, None)?,
        };
        let Init::Int(start) = *self.rk.init(v) else {
            return self.tok_err("expected integer or bitrange");
        };
        if start < 0 {
            return self.tok_err("invalid range, cannot be negative");
        }
        let end = match self.tok() {
            Tok::DotDotDot | Tok::Minus => {
                self.next()?;
                let e = self.parse_value(None, None)?;
                let Init::Int(e) = *self.rk.init(e) else {
                    return self.tok_err("expected integer value as end of range");
                };
                e
            }
            Tok::IntVal => {
                let e = self.lex.int_val.checked_neg().unwrap_or(i64::MIN);
                self.next()?;
                e
            }
            _ => {
                out.push(start.min(u32::MAX as i64) as u32);
                return self.check_range_size(out);
            }
        };
        if end < 0 {
            return self.tok_err("invalid range, cannot be negative");
        }
        if (start - end).unsigned_abs() as usize + out.len() >= self.limits.max_range {
            return self.tok_err(format!("range {start}-{end} is too large"));
        }
        if start < end {
            out.extend((start..=end).map(|x| x as u32));
        } else {
            out.extend((end..=start).rev().map(|x| x as u32));
        }
        Ok(())
    }

    fn check_range_size(&self, out: &[u32]) -> PResult<()> {
        if out.len() > self.limits.max_range {
            return self.tok_err("range list is too large");
        }
        Ok(())
    }

    /// `<` type `>` after `!cast`, `!isa`, `!getdagop`.
    fn parse_operator_type(&mut self) -> PResult<TyId> {
        if !self.consume(Tok::Less)? {
            return self.tok_err("expected type name for operator");
        }
        if self.tok() == Tok::Code {
            return self.tok_err("the 'code' type is not allowed in bang operators; use 'string'");
        }
        let t = self.parse_type()?;
        if !self.consume(Tok::Greater)? {
            return self.tok_err("expected type name for operator");
        }
        Ok(t)
    }

    fn type_str(&self, t: TyId) -> String {
        self.rk.type_to_string(t)
    }

    fn parse_operation(&mut self, op: Bang, cur: Option<RecId>, item_ty: Option<TyId>) -> PResult<InitId> {
        match op {
            Bang::Cast | Bang::Not | Bang::Head | Bang::Tail | Bang::Size | Bang::Empty | Bang::GetDagOp => self.parse_unary(op, cur),
            Bang::IsA => {
                self.next()?;
                let t = self.parse_operator_type()?;
                self.expect(Tok::LParen, "expected '(' after type of !isa")?;
                let e = self.parse_value(cur, None)?;
                self.expect(Tok::RParen, "expected ')' in !isa")?;
                let v = self.rk.mk(Init::IsA(t, e));
                Ok(self.rk.fold(v, None, false)?)
            }
            Bang::Foreach | Bang::Filter => self.parse_foreach_filter(op, cur, item_ty),
            Bang::Dag | Bang::If | Bang::Subst => self.parse_ternary(op, cur, item_ty),
            Bang::Substr | Bang::Find => self.parse_substr_find(op, cur, item_ty),
            Bang::Cond => self.parse_cond(cur, item_ty),
            Bang::Foldl => self.parse_foldl(cur),
            _ => self.parse_binary(op, cur, item_ty),
        }
    }

    fn parse_unary(&mut self, op: Bang, cur: Option<RecId>) -> PResult<InitId> {
        self.next()?;
        let int = self.rk.types.int;
        let (code, mut ty) = match op {
            Bang::Cast => (UnOp::Cast, Some(self.parse_operator_type()?)),
            Bang::Not => (UnOp::Not, Some(int)),
            Bang::Head => (UnOp::Head, None),
            Bang::Tail => (UnOp::Tail, None),
            Bang::Size => (UnOp::Size, Some(int)),
            Bang::Empty => (UnOp::Empty, Some(int)),
            _ => {
                let t = if self.tok() == Tok::Less {
                    let t = self.parse_operator_type()?;
                    if !self.rk.types.is_record(t) {
                        return self.tok_err("type for !getdagop must be a record type");
                    }
                    t
                } else {
                    self.rk.record_type(Vec::new())
                };
                (UnOp::GetDagOp, Some(t))
            }
        };
        self.expect(Tok::LParen, "expected '(' after unary operator")?;
        let lhs = self.parse_value(cur, None)?;
        let lty = self.rk.ty_of(lhs);
        if matches!(code, UnOp::Size | UnOp::Empty) {
            let ok = lty.is_some_and(|t| matches!(self.rk.types.get(t), Ty::List(_) | Ty::String | Ty::Dag));
            if !ok {
                return self.tok_err("expected string, list, or dag type argument in unary operator");
            }
        }
        if matches!(code, UnOp::Head | UnOp::Tail) {
            let Some(lt) = lty.filter(|t| self.rk.types.is_list(*t)) else {
                return self.tok_err("expected list type argument in unary operator");
            };
            if let Init::List(e, _) = self.rk.init(lhs).clone() {
                let Some(&first) = e.first() else {
                    return self.tok_err("empty list argument in unary operator");
                };
                let Some(it) = self.rk.ty_of(first) else {
                    return self.tok_err("untyped list element in unary operator");
                };
                ty = Some(if code == UnOp::Head { it } else { self.rk.types.list(it) });
            } else {
                ty = Some(if code == UnOp::Head { self.rk.types.elem(lt).expect("list") } else { lt });
            }
        }
        self.expect(Tok::RParen, "expected ')' in unary operator")?;
        let v = self.rk.mk(Init::UnOp(code, lhs, ty.expect("unary type")));
        Ok(self.rk.fold(v, cur, false)?)
    }

    fn parse_binary(&mut self, op: Bang, cur: Option<RecId>, item_ty: Option<TyId>) -> PResult<InitId> {
        let code = BinOp::from_bang(op).expect("binary operator");
        let op_loc = self.lex.loc;
        self.next()?;
        let (int, string, dag, bit) = (self.rk.types.int, self.rk.types.string, self.rk.types.dag, self.rk.types.bit);
        let (mut ty, mut arg_ty) = match code {
            BinOp::Concat | BinOp::SetDagOp => (Some(dag), Some(dag)),
            BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Sra | BinOp::Srl | BinOp::Shl | BinOp::Add | BinOp::Sub | BinOp::Mul => (Some(int), Some(int)),
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => (Some(bit), None),
            BinOp::ListConcat => (None, item_ty),
            BinOp::ListSplat => (None, None),
            BinOp::StrConcat => (Some(string), Some(string)),
            BinOp::Interleave => (Some(string), None),
        };
        if let (Some(t), Some(it)) = (ty, item_ty) {
            if !self.rk.type_convertible(t, it) {
                return self.err_at(op_loc, format!("expected value of type '{}', got '{}'", self.type_str(it), self.type_str(t)));
            }
        }
        self.expect(Tok::LParen, "expected '(' after binary operator")?;
        let mut inits: Vec<InitId> = Vec::new();
        loop {
            let init_loc = self.lex.loc;
            let v = self.parse_value(cur, arg_ty)?;
            inits.push(v);
            let Some(vty) = self.rk.ty_of(v) else {
                return self.err_at(op_loc, format!("expected value to be a typed value, got '{}'", self.rk.init_to_string(v)));
            };
            match arg_ty {
                None => {
                    arg_ty = Some(vty);
                    match code {
                        BinOp::ListConcat => {
                            if !self.rk.types.is_list(vty) {
                                return self.err_at(init_loc, format!("expected a list, got value of type '{}'", self.type_str(vty)));
                            }
                        }
                        BinOp::ListSplat => {
                            if let (Some(it), 1) = (item_ty, inits.len()) {
                                let Some(ie) = self.rk.types.elem(it) else {
                                    return self.err_at(op_loc, format!("expected output type to be a list, got type '{}'", self.type_str(it)));
                                };
                                let lt = self.rk.types.list(vty);
                                if !self.rk.type_convertible(lt, it) {
                                    return self.err_at(
                                        op_loc,
                                        format!("expected first arg type to be '{}', got value of type '{}'", self.type_str(vty), self.type_str(ie)),
                                    );
                                }
                            }
                            if inits.len() == 2 && vty != int {
                                return self.err_at(
                                    init_loc,
                                    format!("expected second parameter to be an int, got value of type '{}'", self.type_str(vty)),
                                );
                            }
                            arg_ty = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            let any_rec = self.rk.record_type(Vec::new());
                            if !self.rk.type_convertible(vty, int) && !self.rk.type_convertible(vty, string) && !self.rk.type_convertible(vty, any_rec) {
                                return self.err_at(
                                    init_loc,
                                    format!("expected bit, bits, int, string, or record; got value of type '{}'", self.type_str(vty)),
                                );
                            }
                        }
                        BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                            if !self.rk.type_convertible(vty, int) && !self.rk.type_convertible(vty, string) {
                                return self.err_at(init_loc, format!("expected bit, bits, int, or string; got value of type '{}'", self.type_str(vty)));
                            }
                        }
                        BinOp::Interleave => {
                            if inits.len() == 1 {
                                let ls = self.rk.types.list(string);
                                let li = self.rk.types.list(int);
                                if vty != ls && !self.rk.type_convertible(vty, li) {
                                    return self.err_at(
                                        init_loc,
                                        format!("expected list of string, int, bits, or bit; got value of type '{}'", self.type_str(vty)),
                                    );
                                }
                            } else if inits.len() == 2 && vty != string {
                                return self.err_at(
                                    init_loc,
                                    format!("expected second argument to be a string, got value of type '{}'", self.type_str(vty)),
                                );
                            }
                            arg_ty = None;
                        }
                        _ => {}
                    }
                }
                Some(at) => {
                    let Some(resolved) = self.rk.resolve_types(at, vty) else {
                        return self.err_at(init_loc, format!("expected value of type '{}', got '{}'", self.type_str(at), self.type_str(vty)));
                    };
                    if !matches!(code, BinOp::Add | BinOp::Sub | BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Sra | BinOp::Srl | BinOp::Shl | BinOp::Mul) {
                        arg_ty = Some(resolved);
                    }
                }
            }
            if code == BinOp::SetDagOp {
                arg_ty = Some(self.rk.record_type(Vec::new()));
            }
            if !self.consume(Tok::Comma)? {
                break;
            }
        }
        self.expect(Tok::RParen, "expected ')' in operator")?;
        if code == BinOp::ListConcat {
            ty = arg_ty;
        }
        if code == BinOp::ListSplat {
            let t = self.rk.ty_of(inits[0]).expect("typed");
            ty = Some(self.rk.types.list(t));
        }
        let ty = match ty {
            Some(t) => t,
            None => return self.err_at(op_loc, "could not determine the operator's type"),
        };
        if matches!(code, BinOp::StrConcat | BinOp::ListConcat | BinOp::Concat | BinOp::Add | BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Mul) {
            while inits.len() > 2 {
                let r = inits.pop().expect("operand");
                let l = *inits.last().expect("operand");
                let v = self.rk.mk(Init::BinOp(code, l, r, ty));
                let v = self.rk.fold(v, cur, false)?;
                *inits.last_mut().expect("operand") = v;
            }
        }
        if inits.len() != 2 {
            return self.err_at(op_loc, "expected two operands to operator");
        }
        let v = self.rk.mk(Init::BinOp(code, inits[0], inits[1], ty));
        Ok(self.rk.fold(v, cur, false)?)
    }

    fn parse_ternary(&mut self, op: Bang, cur: Option<RecId>, item_ty: Option<TyId>) -> PResult<InitId> {
        self.next()?;
        let (code, mut ty, item_ty) = match op {
            Bang::Dag => (TernOp::Dag, Some(self.rk.types.dag), None),
            Bang::If => (TernOp::If, None, item_ty),
            _ => (TernOp::Subst, None, item_ty),
        };
        self.expect(Tok::LParen, "expected '(' after ternary operator")?;
        let lhs = self.parse_value(cur, None)?;
        self.expect(Tok::Comma, "expected ',' in ternary operator")?;
        let mhs_loc = self.lex.loc;
        let mhs = self.parse_value(cur, item_ty)?;
        self.expect(Tok::Comma, "expected ',' in ternary operator")?;
        let rhs_loc = self.lex.loc;
        let rhs = self.parse_value(cur, item_ty)?;
        self.expect(Tok::RParen, "expected ')' in binary operator")?;
        match code {
            TernOp::Dag => {
                let mt = self.rk.ty_of(mhs);
                let unset_m = matches!(self.rk.init(mhs), Init::Unset);
                if let Some(t) = mt {
                    if !self.rk.types.is_list(t) {
                        return self.err_at(mhs_loc, format!("expected list of children, got type '{}'", self.type_str(t)));
                    }
                } else if !unset_m {
                    return self.err_at(mhs_loc, "could not determine type of the child list in !dag");
                }
                let rt = self.rk.ty_of(rhs);
                let string = self.rk.types.string;
                let ls = self.rk.types.list(string);
                if let Some(t) = rt {
                    if t != ls {
                        return self.err_at(rhs_loc, format!("expected list<string>, got type '{}'", self.type_str(t)));
                    }
                }
                if mt.is_none() && rt.is_none() {
                    return self.err_at(mhs_loc, "cannot have both unset children and unset names in !dag");
                }
            }
            TernOp::If => {
                let mut mt = self.rk.ty_of(mhs);
                let mut rt = self.rk.ty_of(rhs);
                if matches!(self.rk.init(mhs), Init::Unset) {
                    mt = rt;
                }
                if matches!(self.rk.init(rhs), Init::Unset) {
                    rt = mt;
                }
                let (Some(m), Some(r)) = (mt, rt) else {
                    return self.tok_err("could not get type for !if");
                };
                match self.rk.resolve_types(m, r) {
                    Some(t) => ty = Some(t),
                    None => return self.tok_err(format!("inconsistent types '{}' and '{}' for !if", self.type_str(m), self.type_str(r))),
                }
            }
            _ => {
                let Some(t) = self.rk.ty_of(rhs) else {
                    return self.tok_err("could not get type for !subst");
                };
                ty = Some(t);
            }
        }
        let v = self.rk.mk(Init::TernOp(code, lhs, mhs, rhs, ty.expect("ternary type")));
        Ok(self.rk.fold(v, cur, false)?)
    }

    fn parse_substr_find(&mut self, op: Bang, cur: Option<RecId>, item_ty: Option<TyId>) -> PResult<InitId> {
        let is_substr = op == Bang::Substr;
        let name = if is_substr { "!substr" } else { "!find" };
        self.next()?;
        self.expect(Tok::LParen, &format!("expected '(' after {name} operator"))?;
        let lhs = self.parse_value(cur, None)?;
        self.expect(Tok::Comma, &format!("expected ',' in {name} operator"))?;
        let mhs_loc = self.lex.loc;
        let mhs = self.parse_value(cur, None)?;
        let mut rhs_loc = self.lex.loc;
        let rhs = if self.consume(Tok::Comma)? {
            rhs_loc = self.lex.loc;
            self.parse_value(cur, None)?
        } else if is_substr {
            self.rk.mk_int(i64::MAX)
        } else {
            self.rk.mk_int(0)
        };
        self.expect(Tok::RParen, &format!("expected ')' in {name} operator"))?;
        let (string, int) = (self.rk.types.string, self.rk.types.int);
        let ty = if is_substr { string } else { int };
        if let Some(it) = item_ty {
            if !self.rk.type_convertible(ty, it) {
                return self.err_at(rhs_loc, format!("expected value of type '{}', got '{}'", self.type_str(it), self.type_str(ty)));
            }
        }
        let check = |p: &Parser, v: InitId, want: TyId, loc: Option<Loc>, what: &str| -> PResult<()> {
            match p.rk.ty_of(v) {
                None if !matches!(p.rk.init(v), Init::Unset) => p.tok_err(format!("could not determine type of the {what} in {name}")),
                Some(t) if t != want => {
                    let msg = format!("expected {}, got type '{}'", p.type_str(want), p.type_str(t));
                    match loc {
                        Some(l) => p.err_at(l, msg),
                        None => p.tok_err(msg),
                    }
                }
                _ => Ok(()),
            }
        };
        if is_substr {
            check(self, lhs, string, None, "string")?;
            check(self, mhs, int, Some(mhs_loc), "start position")?;
            check(self, rhs, int, None, "length")?;
        } else {
            check(self, lhs, string, None, "source string")?;
            check(self, mhs, string, Some(mhs_loc), "target string")?;
            check(self, rhs, int, None, "start position")?;
        }
        let code = if is_substr { TernOp::Substr } else { TernOp::Find };
        let v = self.rk.mk(Init::TernOp(code, lhs, mhs, rhs, ty));
        Ok(self.rk.fold(v, cur, false)?)
    }

    fn parse_cond(&mut self, cur: Option<RecId>, item_ty: Option<TyId>) -> PResult<InitId> {
        self.next()?;
        self.expect(Tok::LParen, "expected '(' after !cond operator")?;
        let mut clauses = Vec::new();
        loop {
            if self.consume(Tok::RParen)? {
                break;
            }
            let c = self.parse_value(cur, None)?;
            if !self.consume(Tok::Colon)? {
                return self.tok_err("expected ':'  following a condition in !cond operator");
            }
            let v = self.parse_value(cur, item_ty)?;
            clauses.push((c, v));
            if self.consume(Tok::RParen)? {
                break;
            }
            if !self.consume(Tok::Comma)? {
                return self.tok_err("expected ',' or ')' following a value in !cond operator");
            }
        }
        if clauses.is_empty() {
            return self.tok_err("there should be at least 1 'condition : value' in the !cond operator");
        }
        let mut ty: Option<TyId> = None;
        for &(_, v) in &clauses {
            if matches!(self.rk.init(v), Init::Unset) {
                continue;
            }
            let vt = self.rk.ty_of(v).expect("typed");
            ty = match ty {
                None => Some(vt),
                Some(t) => match self.rk.resolve_types(t, vt) {
                    Some(r) => Some(r),
                    None => return self.tok_err(format!("inconsistent types '{}' and '{}' for !cond", self.type_str(t), self.type_str(vt))),
                },
            };
        }
        let Some(ty) = ty else {
            return self.tok_err("could not determine type for !cond from its arguments");
        };
        let v = self.rk.mk(Init::Cond(clauses.into(), ty));
        Ok(self.rk.fold(v, cur, false)?)
    }

    /// Runs `parse` with temporary fields `vars` on the current record (or a scratch one).
    fn with_temp_fields<T>(&mut self, cur: Option<RecId>, vars: &[(InitId, TyId)], parse: impl FnOnce(&mut Parser, RecId) -> PResult<T>) -> PResult<T> {
        let rec = match cur {
            Some(r) => r,
            None => {
                let n = self.str_init(".parse");
                self.rk.new_record(n, Loc::default(), false, false)
            }
        };
        for &(name, ty) in vars {
            let unset = self.rk.mk_unset();
            self.rk.record_mut(rec).values.push(RecordVal { name, ty, value: unset, kind: FieldKind::Normal, loc: Loc::default() });
        }
        let r = parse(self, rec);
        for &(name, _) in vars {
            let values = &mut self.rk.record_mut(rec).values;
            if let Some(i) = values.iter().rposition(|v| v.name == name) {
                values.remove(i);
            }
        }
        r
    }

    fn parse_foreach_filter(&mut self, op: Bang, cur: Option<RecId>, item_ty: Option<TyId>) -> PResult<InitId> {
        let op_loc = self.lex.loc;
        let is_foreach = op == Bang::Foreach;
        if self.next()? != Tok::LParen {
            return self.tok_err("expected '(' after !foreach/!filter");
        }
        if self.next()? != Tok::Id {
            return self.tok_err("first argument of !foreach/!filter must be an identifier");
        }
        let var_s = self.lex.str_val.clone();
        let var = self.str_init(&var_s);
        self.next()?;
        if cur.is_some_and(|r| self.rk.record(r).field(var).is_some()) {
            return self.tok_err(format!("iteration variable '\"{var_s}\"' is already defined"));
        }
        self.expect(Tok::Comma, "expected ',' in !foreach/!filter")?;
        let mhs = self.parse_value(cur, None)?;
        let Some(mty) = self.rk.ty_of(mhs) else {
            return self.tok_err("could not parse !foreach/!filter list or dag");
        };
        self.expect(Tok::Comma, "expected ',' in !foreach/!filter")?;
        let (in_elt, expr_elt, is_dag) = match self.rk.types.get(mty).clone() {
            Ty::List(e) => {
                let expr_elt = match item_ty {
                    Some(it) => match self.rk.types.elem(it) {
                        Some(oe) => Some(if is_foreach { oe } else { self.rk.types.int }),
                        None => return self.err_at(op_loc, format!("expected value of type '{}', but got list type", self.type_str(it))),
                    },
                    None => None,
                };
                (e, expr_elt, false)
            }
            Ty::Dag if !is_foreach => return self.tok_err("!filter must have a list argument"),
            Ty::Dag => {
                if let Some(it) = item_ty {
                    if it != self.rk.types.dag {
                        return self.err_at(op_loc, format!("expected value of type '{}', but got dag type", self.type_str(it)));
                    }
                }
                (mty, None, true)
            }
            _ if is_foreach => return self.tok_err("!foreach must have a list or dag argument"),
            _ => return self.tok_err("!filter must have a list argument"),
        };
        let rhs = self.with_temp_fields(cur, &[(var, in_elt)], |p, rec| p.parse_value(Some(rec), expr_elt))?;
        self.expect(Tok::RParen, "expected ')' in !foreach/!filter")?;
        let out_ty = if is_foreach && !is_dag {
            let Some(rt) = self.rk.ty_of(rhs) else {
                return self.tok_err("could not get type of !foreach result expression");
            };
            self.rk.types.list(rt)
        } else if !is_foreach {
            self.rk.types.list(in_elt)
        } else {
            in_elt
        };
        let code = if is_foreach { TernOp::Foreach } else { TernOp::Filter };
        let v = self.rk.mk(Init::TernOp(code, var, mhs, rhs, out_ty));
        Ok(self.rk.fold(v, cur, false)?)
    }

    fn parse_foldl(&mut self, cur: Option<RecId>) -> PResult<InitId> {
        self.next()?;
        self.expect(Tok::LParen, "expected '(' after !foldl")?;
        let start = self.parse_value(cur, None)?;
        let Some(start_ty) = self.rk.ty_of(start) else {
            return self.tok_err(format!("could not get type of !foldl start: '{}'", self.rk.init_to_string(start)));
        };
        self.expect(Tok::Comma, "expected ',' in !foldl")?;
        let list = self.parse_value(cur, None)?;
        let Some(list_ty) = self.rk.ty_of(list) else {
            return self.tok_err(format!("could not get type of !foldl list: '{}'", self.rk.init_to_string(list)));
        };
        let Some(elt_ty) = self.rk.types.elem(list_ty) else {
            return self.tok_err(format!("!foldl list must be a list, but is of type '{}", self.type_str(list_ty)));
        };
        if self.tok() != Tok::Comma {
            return self.tok_err("expected ',' in !foldl");
        }
        if self.next()? != Tok::Id {
            return self.tok_err("third argument of !foldl must be an identifier");
        }
        let a_s = self.lex.str_val.clone();
        let a = self.str_init(&a_s);
        if cur.is_some_and(|r| self.rk.record(r).field(a).is_some()) {
            return self.tok_err(format!("left !foldl variable '\"{a_s}\"' already defined"));
        }
        if self.next()? != Tok::Comma {
            return self.tok_err("expected ',' in !foldl");
        }
        if self.next()? != Tok::Id {
            return self.tok_err("fourth argument of !foldl must be an identifier");
        }
        let b_s = self.lex.str_val.clone();
        let b = self.str_init(&b_s);
        if cur.is_some_and(|r| self.rk.record(r).field(b).is_some()) {
            return self.tok_err(format!("right !foldl variable '\"{b_s}\"' already defined"));
        }
        if self.next()? != Tok::Comma {
            return self.tok_err("expected ',' in !foldl");
        }
        self.next()?;
        let expr = self.with_temp_fields(cur, &[(a, start_ty), (b, elt_ty)], |p, rec| p.parse_value(Some(rec), None))?;
        let Some(ety) = self.rk.ty_of(expr) else {
            return self.tok_err("could not get type of !foldl expression");
        };
        if ety != start_ty {
            return self.tok_err(format!(
                "!foldl expression must be of same type as start ({}), but is of type {}",
                self.type_str(start_ty),
                self.type_str(ety)
            ));
        }
        self.expect(Tok::RParen, "expected ')' in fold operator")?;
        let v = self.rk.mk(Init::Fold(start, list, a, b, expr, start_ty));
        Ok(self.rk.fold(v, cur, false)?)
    }
}
