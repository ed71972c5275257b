/**
 * The production server runs React and React Router in their production builds. Without NODE_ENV they
 * load their development builds (checks and warnings on every element), which render pages about three
 * times slower. Imported first by the production entry points, before anything loads React; a value
 * set by the operator wins.
 */
process.env.NODE_ENV ||= 'production';
