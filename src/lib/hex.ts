// The brand colour's form in the contract: #rgb or #rrggbb. A leaf: imports nothing.

export const isHexColor = (value: unknown): value is string => typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
