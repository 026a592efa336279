// madge ships no type declarations; this is the part of its API scripts/check-deps.ts uses.
declare module 'madge' {
  type MadgeResult = { obj(): Record<string, string[]>; circular(): string[][] };
  export default function madge(path: string, config: object): Promise<MadgeResult>;
}
