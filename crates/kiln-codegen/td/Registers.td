// Registers.td - physical registers and sub-register indices.
//
// A Register has an enum name (the def's name), an assembly name, direct
// sub-registers each reached through a SubRegIndex (parallel lists), explicit
// aliases beyond the sub/super-register relation, DWARF numbers (one per
// numbering flavour; -1 when a flavour has none), an allocation cost and a
// hardware encoding. Super-registers and the full overlap (alias) relation are
// computed by the register-info back end from register units.

#ifndef KILN_REGISTERS_TD
#define KILN_REGISTERS_TD

// Names one sub-register slot of a super-register: `Size` bits at bit
// `Offset` (-1 when the position is not a plain bit range).
class SubRegIndex<int size, int offset = 0> {
  string Namespace = "";
  int Size = size;
  int Offset = offset;
}

class Register<string asmName> {
  string Namespace = "";
  string AsmName = asmName;
  list<Register> SubRegs = [];
  list<SubRegIndex> SubRegIndices = [];
  list<Register> Aliases = [];
  list<int> DwarfNumbers = [];
  int CostPerUse = 0;
  bits<16> HWEncoding = 0;
}

// A register made of the given sub-registers, one SubRegIndex each.
class RegisterWithSubRegs<string asmName, list<Register> subregs,
                          list<SubRegIndex> indices> : Register<asmName> {
  let SubRegs = subregs;
  let SubRegIndices = indices;
}

// Mixin that sets a register's DWARF numbers.
class DwarfRegNum<list<int> numbers> {
  list<int> DwarfNumbers = numbers;
}

#endif // KILN_REGISTERS_TD
