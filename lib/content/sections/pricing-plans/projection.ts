export const pricingPlansProjection = /* groq */ `_type == "pricingPlans" => {
  heading, intro, note,
  plans[]{ _key, name, price, period, description, features, ctaLabel, ctaHref, highlighted }
}`
