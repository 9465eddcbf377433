/**
 * The emulator computes only pure arithmetic on number literals. Anything else (cell references,
 * functions, text) yields '#NAME?' so tests notice formulas the add-on should never write.
 */
export type FormulaResult = number | string;

export function evaluateFormula(formula: string): FormulaResult {
  const src = formula.replace(/^=/, '');
  const tokens = src.match(/\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|[-+*/^()]|\S/g) ?? [];
  let pos = 0;
  let divByZero = false;
  const fail = (): never => {
    throw new Error('parse');
  };
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];

  const primary = (): number => {
    const t = next();
    if (t === undefined) return fail();
    if (t === '(') {
      const v = additive();
      if (next() !== ')') fail();
      return v;
    }
    if (t === '-') return -primary();
    if (t === '+') return primary();
    if (/^(\d|\.\d)/.test(t)) return Number(t);
    return fail();
  };
  const power = (): number => {
    const base = primary();
    if (peek() === '^') {
      next();
      return base ** power();
    }
    return base;
  };
  const multiplicative = (): number => {
    let v = power();
    while (peek() === '*' || peek() === '/') {
      const op = next();
      const r = power();
      if (op === '/' && r === 0) divByZero = true;
      v = op === '*' ? v * r : v / r;
    }
    return v;
  };
  const additive = (): number => {
    let v = multiplicative();
    while (peek() === '+' || peek() === '-') {
      const op = next();
      const r = multiplicative();
      v = op === '+' ? v + r : v - r;
    }
    return v;
  };

  try {
    if (tokens.length === 0) return '#ERROR!';
    const v = additive();
    if (pos !== tokens.length) return '#NAME?';
    if (divByZero) return '#DIV/0!';
    return v;
  } catch {
    return '#NAME?';
  }
}
