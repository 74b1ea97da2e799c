export const pricingPlansProjection = /* groq */ `_type == "pricingPlans" => {
  heading, intro, note, annualFreeMonths, comparisonHeading,
  plans[]{ _key, name, price, period, description, features, ctaLabel, ctaHref, highlighted },
  comparison[]{ _key, feature, values }
}`
