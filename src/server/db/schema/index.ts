export * from './accounts';
export * from './profiles';
export * from './specbooks';
export * from './catalogue';
export * from './workspace';
export * from './customers';
export * from './price-groups';
