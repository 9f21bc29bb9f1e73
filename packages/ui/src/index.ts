// Public surface of the shared React primitives.
export * from './accordion.tsx';
export * from './badge.tsx';
export * from './button.tsx';
export * from './card.tsx';
export * from './cn.ts';
export * from './dialog.tsx';
export * from './dropdown-menu.tsx';
export * from './input.tsx';
export * from './spinner.tsx';
export * from './switch.tsx';
export * from './tabs.tsx';
export * from './toast.tsx';
