// RegisterClasses.td - register classes and their member/allocation-order sets.
//
// A RegisterClass lists the value types its registers hold, its spill size and
// alignment in bits, and `MemberList`: a set expression whose order is the
// allocation order. The back end evaluates these operators:
//   (add A, B, ...)            union, in order of first appearance
//   (sub A, B, ...)            A without the registers of B, ...
//   (and A, B)                 registers of A that are also in B (A's order)
//   (shl A, N) / (rotl A, N) / (rotr A, N)   drop / rotate the first N
//   (sequence "R%u", 0, 7)     the registers R0..R7 (or 7..0 when descending)
//   (decimate A, N)            every Nth register of A
// An operand may be a Register, another RegisterClass or a nested expression.
// `add`, `sub`, `and`, `shl`, `rotl` and `rotr` are the SDNodes of
// SelectionDAG.td used as set operators here.

#ifndef KILN_REGISTER_CLASSES_TD
#define KILN_REGISTER_CLASSES_TD

include "ValueTypes.td"
include "Registers.td"
include "SelectionDAG.td"

def sequence;
def decimate;

class RegisterClass<string namespace, list<ValueType> regTypes, int alignment,
                    dag regList> {
  string Namespace = namespace;
  list<ValueType> RegTypes = regTypes;
  int Size = 0;                 // spill size in bits; 0: the widest RegType
  int Alignment = alignment;    // spill alignment in bits
  dag MemberList = regList;
  int CopyCost = 1;             // negative: copies are very expensive
  bit isAllocatable = 1;
}

#endif // KILN_REGISTER_CLASSES_TD
