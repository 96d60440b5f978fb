/** CSS modules (css-loader, named exports): each class name is exported as its hashed name. */
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

/** Plain style sheets, imported for their rules only. */
declare module "*/global.css";
