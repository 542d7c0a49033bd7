import type { Catalog, CatalogProduct } from "../../../../domain/invoice/Catalog.ts"
import { buildUps } from "../../../../domain/invoice/InvoiceOptions.ts"
import type { KeptChoices } from "../../../../domain/invoice/KeptChoices.ts"
import {
  glassTypeChoices,
  laminateColorChoices,
  layerNames,
  materialChoices,
  spacerChoices,
  thicknessChoices,
} from "../../../../domain/invoice/LineChoices.ts"
import {
  doubleLaminateGlues,
  glassMaterials,
  laminateGlues,
  laminateThicknesses,
  optionLabel,
  spacerColors,
  spacerGlues,
} from "../../../../domain/options/Options.ts"
import { Option } from "effect"
import { SelectField } from "../../../components/form/SelectField.tsx"
import { heldNumber, type LineInput } from "./draftInputs.ts"

interface BuildUpFieldsProps {
  readonly product: CatalogProduct
  readonly input: LineInput
  readonly catalog: Catalog
  readonly kept: KeptChoices
  /** The dotted name of a field of this line (`lines.2.layers.0.width_id`). */
  readonly name: (field: string) => string
  readonly errorOf: (field: string) => string | undefined
  readonly leave: (field: string) => () => void
  readonly change: (patch: Partial<LineInput>) => void
}

const group = "grid grid-cols-1 gap-3 rounded-lg border border-gray-200 p-2 sm:grid-cols-3"
const legend = "px-1 text-sm font-medium text-gray-800"

/**
 * The build-up of a line as its product's structure has it: each glass pane (type, thickness, material), the laminate
 * film of a laminated pair and the spacer of a double-glazed unit, offering only what applies.
 */
export function BuildUpFields({ product, input, catalog, kept, name, errorOf, leave, change }: BuildUpFieldsProps) {
  const { structure } = product
  const buildUp = buildUps[structure]
  const names = layerNames[structure]
  const glues = structure === "double_laminated" ? doubleLaminateGlues : laminateGlues
  const types = glassTypeChoices(catalog, product, kept).map((choice) => ({ value: choice.id, label: choice.name }))

  // The material stays while the new type and thickness are priced in it, else the first one they are priced in.
  const materialFor = (glassTypeId: number | null, widthId: number | null, current: number | null): number | null => {
    const materials = materialChoices(catalog, glassTypeId, widthId)
    return materials.some((material) => material === current) ? current : (materials[0] ?? current)
  }
  const setLayer = (j: number, patch: Partial<LineInput["layers"][number]>) =>
    change({ layers: input.layers.map((layer, i) => (i === j ? { ...layer, ...patch } : layer)) })
  // A thickness or material another choice no longer offers is cleared or replaced by the one offered, so the pane stays priceable.
  const chooseType = (j: number, glassTypeId: number | null) => {
    const layer = input.layers[j]
    const thicknesses = thicknessChoices(catalog, structure, glassTypeId, kept)
    const widthId = thicknesses.some((choice) => choice.id === heldNumber(layer?.width_id)) ? heldNumber(layer?.width_id) : null
    setLayer(j, {
      glass_type_id: glassTypeId,
      width_id: widthId,
      material: materialFor(glassTypeId, widthId, heldNumber(layer?.material)),
    })
  }
  const chooseThickness = (j: number, widthId: number | null) => {
    const layer = input.layers[j]
    setLayer(j, {
      width_id: widthId,
      material: materialFor(heldNumber(layer?.glass_type_id), widthId, heldNumber(layer?.material)),
    })
  }

  return (
    <div className="mt-3 flex flex-col gap-2">
      {input.layers.slice(0, buildUp.layers).map((layer, j) => {
        const typeId = heldNumber(layer.glass_type_id)
        const widthId = heldNumber(layer.width_id)
        const field = (part: string) => `layers.${j}.${part}`
        return (
          <fieldset key={`layer-${j}`} className={group}>
            <legend className={legend}>{names[j]}</legend>
            <SelectField
              name={name(field("glass_type_id"))}
              label="نوع شیشه"
              required
              value={typeId}
              options={types}
              onChange={(id) => chooseType(j, id)}
              onBlur={leave(field("glass_type_id"))}
              error={errorOf(field("glass_type_id"))}
            />
            <SelectField
              name={name(field("width_id"))}
              label="ضخامت"
              required
              placeholder={typeId === null ? "ابتدا نوع شیشه" : "انتخاب کنید"}
              disabled={typeId === null}
              value={widthId}
              options={thicknessChoices(catalog, structure, typeId, kept).map((choice) => ({
                value: choice.id,
                label: choice.name,
              }))}
              onChange={(id) => chooseThickness(j, id)}
              onBlur={leave(field("width_id"))}
              error={errorOf(field("width_id"))}
            />
            <SelectField
              name={name(field("material"))}
              label="جنس"
              required
              disabled={widthId === null}
              value={heldNumber(layer.material)}
              options={materialChoices(catalog, typeId, widthId).map((code) => ({
                value: code,
                label: Option.getOrElse(optionLabel(glassMaterials, code), () => String(code)),
              }))}
              onChange={(material) => setLayer(j, { material })}
              onBlur={leave(field("material"))}
              error={errorOf(field("material"))}
            />
          </fieldset>
        )
      })}
      {input.laminates.slice(0, buildUp.laminates).map((laminate, k) => {
        const field = (part: string) => `laminates.${k}.${part}`
        const set = (patch: Partial<LineInput["laminates"][number]>) =>
          change({ laminates: input.laminates.map((row, i) => (i === k ? { ...row, ...patch } : row)) })
        return (
          <fieldset key={`laminate-${k}`} className={group}>
            <legend className={legend}>طلق</legend>
            <SelectField
              name={name(field("laminate_color_id"))}
              label="رنگ طلق"
              required
              value={heldNumber(laminate.laminate_color_id)}
              options={laminateColorChoices(catalog, kept).map((choice) => ({ value: choice.id, label: choice.name }))}
              onChange={(laminate_color_id) => set({ laminate_color_id })}
              onBlur={leave(field("laminate_color_id"))}
              error={errorOf(field("laminate_color_id"))}
            />
            <SelectField
              name={name(field("thickness"))}
              label="ضخامت طلق"
              required
              value={heldNumber(laminate.thickness)}
              options={laminateThicknesses.map((item) => ({ value: item.code, label: item.label }))}
              onChange={(thickness) => set({ thickness })}
              error={errorOf(field("thickness"))}
            />
            <SelectField
              name={name(field("glue"))}
              label="چسب"
              required
              value={heldNumber(laminate.glue)}
              options={glues.map((item) => ({ value: item.code, label: item.label }))}
              onChange={(glue) => set({ glue })}
              error={errorOf(field("glue"))}
            />
          </fieldset>
        )
      })}
      {input.spacers.slice(0, buildUp.spacers).map((spacer, k) => {
        const field = (part: string) => `spacers.${k}.${part}`
        const set = (patch: Partial<LineInput["spacers"][number]>) =>
          change({ spacers: input.spacers.map((row, i) => (i === k ? { ...row, ...patch } : row)) })
        return (
          <fieldset key={`spacer-${k}`} className={group}>
            <legend className={legend}>اسپیسر</legend>
            <SelectField
              name={name(field("spacer_id"))}
              label="اسپیسر"
              required
              value={heldNumber(spacer.spacer_id)}
              options={spacerChoices(catalog, kept).map((choice) => ({ value: choice.id, label: choice.name }))}
              onChange={(spacer_id) => set({ spacer_id })}
              onBlur={leave(field("spacer_id"))}
              error={errorOf(field("spacer_id"))}
            />
            <SelectField
              name={name(field("color"))}
              label="رنگ اسپیسر"
              required
              value={heldNumber(spacer.color)}
              options={spacerColors.map((item) => ({ value: item.code, label: item.label }))}
              onChange={(color) => set({ color })}
              error={errorOf(field("color"))}
            />
            <SelectField
              name={name(field("glue"))}
              label="چسب"
              required
              value={heldNumber(spacer.glue)}
              options={spacerGlues.map((item) => ({ value: item.code, label: item.label }))}
              onChange={(glue) => set({ glue })}
              error={errorOf(field("glue"))}
            />
          </fieldset>
        )
      })}
    </div>
  )
}
