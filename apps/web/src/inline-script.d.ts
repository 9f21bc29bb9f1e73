// An import of a module compiled into an inline script (build/inline-script.ts): the script's code.
declare module '*?inline-script' {
  const code: string;
  export default code;
}
