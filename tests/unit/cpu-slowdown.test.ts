import { describe, expect, it } from 'vitest'
import { calibratedCpuSlowdown } from '@/scripts/bench/cpu-slowdown'

describe('calibratedCpuSlowdown (npm run audit)', () => {
  it("follows Lighthouse's calibration table, continuous across its segments", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1)
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5)
    expect(calibratedCpuSlowdown(800)).toBe(2)
    expect(calibratedCpuSlowdown(1300)).toBe(3)
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4)
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1)
    expect(calibratedCpuSlowdown(799.99)).toBeCloseTo(2, 3)
    expect(calibratedCpuSlowdown(1299.99)).toBeCloseTo(3, 3)
  })

  it('has no answer for a host too slow to emulate the phone, or no index at all', () => {
    expect(calibratedCpuSlowdown(149)).toBeUndefined()
    expect(calibratedCpuSlowdown(Number.NaN)).toBeUndefined()
  })
})
