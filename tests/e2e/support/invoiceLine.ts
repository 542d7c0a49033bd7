/** One single-glazed line of the demo catalog (4 panes of 1200 × 1500, tooled edge), for specs that need a priced invoice. */
export const singleLine = {
  product_id: 1,
  width: 1200,
  height: 1500,
  count: 4,
  edge_type: 1,
  layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
  laminates: [],
  spacers: [],
  descriptions: [],
}
