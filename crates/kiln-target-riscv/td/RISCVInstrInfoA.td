// RISCVInstrInfoA.td - the A extension: load-reserved/store-conditional and the
// atomic memory operations, each in word (.w) and doubleword (.d) width and in
// the four orderings (plain, .aq, .rl, .aqrl). The address is written `(rs1)`.

multiclass AtomicOrderings<bits<5> funct5, bits<3> funct3, string opcodestr, dag outs, dag ins, string argstr> {
  def "" : RVInstRAtomic<funct5, 0, 0, funct3, outs, ins, opcodestr, argstr>;
  def _AQ : RVInstRAtomic<funct5, 1, 0, funct3, outs, ins, opcodestr # ".aq", argstr>;
  def _RL : RVInstRAtomic<funct5, 0, 1, funct3, outs, ins, opcodestr # ".rl", argstr>;
  def _AQ_RL : RVInstRAtomic<funct5, 1, 1, funct3, outs, ins, opcodestr # ".aqrl", argstr>;
}

// lr has no rs2: its field is 0.
multiclass LoadReserved<bits<3> funct3, string opcodestr> {
  let rs2 = 0, mayLoad = 1 in
  defm "" : AtomicOrderings<0b00010, funct3, opcodestr, (outs GPR:$rd), (ins GPR:$rs1), "$rd, (${rs1})">;
}
multiclass AMO<bits<5> funct5, bits<3> funct3, string opcodestr> {
  let mayLoad = 1, mayStore = 1 in
  defm "" : AtomicOrderings<funct5, funct3, opcodestr, (outs GPR:$rd), (ins GPR:$rs2, GPR:$rs1), "$rd, $rs2, (${rs1})">;
}

defm LR_W : LoadReserved<0b010, "lr.w">;
defm LR_D : LoadReserved<0b011, "lr.d">;
multiclass AMOs<bits<3> f3, string w, string W> {
  defm SC_ # W : AMO<0b00011, f3, "sc." # w>;
  defm AMOSWAP_ # W : AMO<0b00001, f3, "amoswap." # w>;
  defm AMOADD_ # W : AMO<0b00000, f3, "amoadd." # w>;
  defm AMOXOR_ # W : AMO<0b00100, f3, "amoxor." # w>;
  defm AMOAND_ # W : AMO<0b01100, f3, "amoand." # w>;
  defm AMOOR_ # W : AMO<0b01000, f3, "amoor." # w>;
  defm AMOMIN_ # W : AMO<0b10000, f3, "amomin." # w>;
  defm AMOMAX_ # W : AMO<0b10100, f3, "amomax." # w>;
  defm AMOMINU_ # W : AMO<0b11000, f3, "amominu." # w>;
  defm AMOMAXU_ # W : AMO<0b11100, f3, "amomaxu." # w>;
}
// Named AMOADD_W, AMOADD_W_AQ, ...: the width after the operation.
defm "" : AMOs<0b010, "w", "W">;
defm "" : AMOs<0b011, "d", "D">;
