import presetIcons from "@unocss/preset-icons"
import presetWind3 from "@unocss/preset-wind3"
import { defineConfig } from "unocss"

export default defineConfig({
  presets: [presetWind3(), presetIcons({ scale: 1.2, extraProperties: { display: "inline-block", "vertical-align": "middle" } })],
  theme: {
    fontFamily: { sans: "Vazirmatn, Tahoma, sans-serif" },
    colors: { brand: { 50: "#ecfeff", 100: "#cffafe", 500: "#0891b2", 600: "#0e7490", 700: "#155e75", 800: "#164e63" } },
  },
  content: { pipeline: { include: [/\.(tsx?|html)($|\?)/] } },
})
